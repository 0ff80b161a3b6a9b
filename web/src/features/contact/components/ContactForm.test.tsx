import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderInApp } from '@/testing/render.tsx';
import { ContactForm } from './ContactForm.tsx';

async function fill(values: Partial<Record<'Full name' | 'Work email' | 'Subject' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(label), value);
  }
}

const valid = {
  'Full name': 'Lena Fischer',
  'Work email': 'lena@example.de',
  Subject: 'Distribution in Riyadh',
  Message: 'We make medical devices and look for a distributor.',
};

describe('ContactForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows field errors and sends nothing when the form is incomplete', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderInApp(<ContactForm />, { path: '/contact' });
    await fill({ 'Work email': 'not-an-email', Message: 'short' });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Work email')).toHaveAccessibleDescription(
      'Enter a valid email address, such as name@company.com.',
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Write at least 10 characters.');
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('posts the message and confirms', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: true, message: "Thank you! We'll get back to you soon." }, 201)),
    );
    await renderInApp(<ContactForm />, { path: '/contact' });
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText("Thank you! We'll get back to you soon.")).toBeInTheDocument();
    const body = JSON.parse(String(vi.mocked(fetch).mock.calls[0]?.[1]?.body));
    expect(body).toEqual({
      name: 'Lena Fischer',
      email: 'lena@example.de',
      subject: 'Distribution in Riyadh',
      message: 'We make medical devices and look for a distributor.',
    });
  });

  it('shows the server error and its field errors', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ error: 'Validation failed', code: 'VALIDATION_ERROR', fields: { subject: 'Subject is too vague' } }, 400),
      ),
    );
    await renderInApp(<ContactForm />, { path: '/contact' });
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is too vague');
  });

  it('explains a rate limit with the wait time', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: 'Too many requests', code: 'RATE_LIMITED' }, 429, { 'Retry-After': '42' })),
    );
    await renderInApp(<ContactForm />, { path: '/contact' });
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 42 seconds.'),
    );
  });
});
