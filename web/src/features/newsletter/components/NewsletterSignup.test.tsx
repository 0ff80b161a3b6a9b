import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, requests, route } from '@/testing/msw.ts';
import { NewsletterSignup } from './NewsletterSignup.tsx';

describe('NewsletterSignup', () => {
  it('rejects an invalid address without calling the server', async () => {
    await renderInApp(<NewsletterSignup source="test" />);
    await userEvent.type(screen.getByLabelText('Email address'), 'someone@');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address, such as name@company.com.',
    );
    expect(requests()).toEqual([]);
  });

  it('subscribes and confirms', async () => {
    api.use(route('POST', '/api/newsletter/subscribe', { success: true, message: 'Successfully subscribed!' }));
    await renderInApp(<NewsletterSignup source="test" />);
    await userEvent.type(screen.getByLabelText('Email address'), ' amal@example.sa ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Please confirm your subscription with the link we have just emailed you.');
    expect(requests()[0]?.body).toEqual({ email: 'amal@example.sa', language: 'en', source: 'test' });
  });

  it("shows 'HTTP error! status: 500' when the server fails without a message", async () => {
    api.use(route('POST', '/api/newsletter/subscribe', {}, 500));
    await renderInApp(<NewsletterSignup source="test" />);
    await userEvent.type(screen.getByLabelText('Email address'), 'amal@example.sa');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP error! status: 500');
  });

  it('speaks Arabic', async () => {
    await renderInApp(<NewsletterSignup source="test" />, { language: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: 'اشترك' }));
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAccessibleDescription('هذا الحقل مطلوب.');
  });
});
