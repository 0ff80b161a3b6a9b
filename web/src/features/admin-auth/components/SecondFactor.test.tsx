import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, inTurn, requests, route } from '@/testing/msw.ts';
import { SecondFactor } from './SecondFactor.tsx';

const signedIn = { user: { id: 'a1', email: 'admin@example.com', role: 'admin' }, tokens: { accessToken: 'a', refreshToken: 'r' } };

/** POST /api/admin/login/mfa answers `answers` in turn; nothing else is answered. */
const serve = (...answers: Response[]) => api.use(route('POST', '/api/admin/login/mfa', inTurn(...answers)));
const bodies = () => requests().map((r) => r.body);

describe('the admin second factor', () => {
  it('enrolment shows the QR code drawn in the page and the secret as text', async () => {
    serve(HttpResponse.json({ ...signedIn, recoveryCodes: ['a', 'b'] }));
    const onSignedIn = vi.fn();
    const step = { mfaEnrollmentRequired: true as const, mfaToken: 't1', secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Bawaba:admin?secret=JBSWY3DPEHPK3PXP' };
    await renderInApp(<SecondFactor step={step} onSignedIn={onSignedIn} />);
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.getByTestId('mfa-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ recoveryCodes: ['a', 'b'] })));
    expect(bodies()).toEqual([{ mfaToken: 't1', code: '123456' }]);
    expect(screen.queryByRole('button', { name: 'Use a recovery code' })).toBeNull();
  });

  it('shows the server refusal, then takes a recovery code instead', async () => {
    serve(HttpResponse.json({ error: 'This code has already been used. Wait for the next code.', code: 'MFA_CODE_REUSED' }, { status: 400 }), HttpResponse.json(signedIn));
    const onSignedIn = vi.fn();
    await renderInApp(<SecondFactor step={{ mfaRequired: true, mfaToken: 't2' }} onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Authentication code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This code has already been used. Wait for the next code.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(bodies()).toEqual([{ mfaToken: 't2', code: '654321' }, { mfaToken: 't2', code: 'abcde-fghjk' }]);
  });
});
