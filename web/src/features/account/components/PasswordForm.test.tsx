import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, inTurn, route } from '@/testing/msw.ts';
import { PasswordForm } from './PasswordForm.tsx';

const reauthRequired = () => HttpResponse.json({ error: 'Please confirm your password', code: 'reauth_required' }, { status: 403 });
const wrongCurrent = () => HttpResponse.json({ error: 'The password is not correct.', code: 'INVALID_PASSWORD' }, { status: 400 });

describe('PasswordForm', () => {
  it('closes the confirmation once it is accepted, when the change is then refused for another reason', async () => {
    api.use(
      route('POST', '/api/settings/security/password', inTurn(reauthRequired(), wrongCurrent())),
      route('POST', '/api/settings/reauth', { success: true }),
    );
    await renderInApp(<PasswordForm />, { path: '/settings' });
    await userEvent.type(screen.getByLabelText('Current password'), 'not my password');
    await userEvent.type(screen.getByLabelText('New password'), 'a brand new passphrase 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const confirm = await screen.findByRole('form', { name: 'Confirm it is you' });
    await userEvent.type(screen.getByLabelText('Password'), 'my real password');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and change password' }));
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    // The refusal is about the current password above, not the confirmation the server just accepted.
    expect(confirm).not.toBeInTheDocument();
  });

  it('confirms the change in the reader’s language, not the server’s English', async () => {
    api.use(route('POST', '/api/settings/security/password', { success: true, tokens: { accessToken: 'a.b.c', refreshToken: 'r2' }, message: 'Your password has been changed. Other devices have been signed out.' }));
    await renderInApp(<PasswordForm />, { path: '/settings', language: 'ar' });
    await userEvent.type(screen.getByLabelText('كلمة المرور الحالية'), 'my current passphrase');
    await userEvent.type(screen.getByLabelText('كلمة المرور الجديدة'), 'a brand new passphrase 2026');
    await userEvent.click(screen.getByRole('button', { name: 'تغيير كلمة المرور' }));
    expect(await screen.findByRole('status')).toHaveTextContent('تم تغيير كلمة المرور. تم تسجيل خروجك من الأجهزة الأخرى.');
  });
});
