import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderInApp } from '@/testing/render.tsx';
import { NewsletterSignup } from './NewsletterSignup.tsx';

describe('NewsletterSignup', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('rejects an invalid address without calling the server', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderInApp(<NewsletterSignup source="test" />);
    await userEvent.type(screen.getByLabelText('Email address'), 'someone@');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address, such as name@company.com.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('subscribes and confirms', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ success: true, message: 'Successfully subscribed!' })));
    await renderInApp(<NewsletterSignup source="test" />);
    await userEvent.type(screen.getByLabelText('Email address'), ' amal@example.sa ');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you! Please confirm your subscription with the link we have just emailed you.');
    expect(JSON.parse(String(vi.mocked(fetch).mock.calls[0]?.[1]?.body))).toEqual({ email: 'amal@example.sa', language: 'en', source: 'test' });
  });

  it("shows 'HTTP error! status: 500' when the server fails without a message", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({}, 500)));
    await renderInApp(<NewsletterSignup source="test" />);
    await userEvent.type(screen.getByLabelText('Email address'), 'amal@example.sa');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP error! status: 500');
  });

  it('speaks Arabic', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderInApp(<NewsletterSignup source="test" />, { language: 'ar' });
    await userEvent.click(screen.getByRole('button', { name: 'اشترك' }));
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAccessibleDescription('هذا الحقل مطلوب.');
  });
});
