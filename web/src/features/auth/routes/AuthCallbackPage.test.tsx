import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderInApp } from '@/testing/render.tsx';
import { GoogleCallbackPage, LinkedinCallbackPage } from './AuthCallbackPage.tsx';

const planted = encodeURIComponent('Your account is locked. Call +1 555 0100 to unlock it.');

describe('provider sign-in return page', () => {
  it('shows our own text for the error code and never the text a link brings in ?message=', async () => {
    await renderInApp(<LinkedinCallbackPage />, { path: `/auth/linkedin/callback?error=OIDC_DENIED&message=${planted}` });
    expect(await screen.findByText('The sign-in was cancelled at LinkedIn.')).toBeInTheDocument();
    expect(screen.queryByText(/Call \+1 555/)).toBeNull();
  });

  it('falls back to the generic failure for a code it does not know, in the page language', async () => {
    await renderInApp(<GoogleCallbackPage />, { path: `/auth-success?error=SOMETHING_ELSE&message=${planted}`, language: 'ar' });
    expect(await screen.findByRole('alert')).not.toHaveTextContent(/Call/);
    expect(document.body.textContent).not.toContain('555');
  });

  it('keeps the account-exists answer with the methods, in our words', async () => {
    await renderInApp(<GoogleCallbackPage />, { path: `/auth-success?error=ACCOUNT_EXISTS&existingMethods=password&message=${planted}` });
    expect(await screen.findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('555');
  });
});
