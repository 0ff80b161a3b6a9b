import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, requests, route } from '@/testing/msw.ts';
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
  it('shows field errors and sends nothing when the form is incomplete', async () => {
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
    expect(requests()).toEqual([]);
  });

  it('posts the message and confirms', async () => {
    api.use(route('POST', '/api/contact', { success: true, message: "Thank you! We'll get back to you soon." }, 201));
    await renderInApp(<ContactForm />, { path: '/contact' });
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText("Thank you! We'll get back to you soon.")).toBeInTheDocument();
    // The form it replaces is long: on a phone the answer would sit above the screen with focus lost.
    expect(screen.getByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(requests()[0]?.body).toEqual({
      name: 'Lena Fischer',
      email: 'lena@example.de',
      subject: 'Distribution in Riyadh',
      message: 'We make medical devices and look for a distributor.',
    });
  });

  it('shows the server error and its field errors', async () => {
    api.use(route('POST', '/api/contact', { error: 'Validation failed', code: 'VALIDATION_ERROR', fields: { subject: 'Subject is too vague' } }, 400));
    await renderInApp(<ContactForm />, { path: '/contact' });
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is too vague');
  });

  it('explains a rate limit with the wait time', async () => {
    api.use(route('POST', '/api/contact', { error: 'Too many requests', code: 'RATE_LIMITED' }, 429, { 'Retry-After': '42' }));
    await renderInApp(<ContactForm />, { path: '/contact' });
    await fill(valid);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 42 seconds.'),
    );
  });
});
