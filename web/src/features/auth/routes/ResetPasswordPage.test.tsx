import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, route } from '@/testing/msw.ts';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

describe('ResetPasswordPage', () => {
  it('confirms the new password in the reader’s language, not the server’s English', async () => {
    api.use(route('POST', '/api/auth/reset-password', { success: true, message: 'Your password has been changed. Please sign in with the new password.' }));
    await renderInApp(<ResetPasswordPage />, { path: '/reset-password?token=t1', language: 'ar' });
    await userEvent.type(screen.getByLabelText('كلمة المرور الجديدة'), 'a fresh reset passphrase 2026');
    await userEvent.type(screen.getByLabelText('تأكيد كلمة المرور الجديدة'), 'a fresh reset passphrase 2026');
    await userEvent.click(screen.getByRole('button', { name: 'تعيين كلمة المرور الجديدة' }));
    expect(await screen.findByRole('status')).toHaveTextContent('تم تغيير كلمة المرور. يُرجى تسجيل الدخول بكلمة المرور الجديدة.');
  });
});
