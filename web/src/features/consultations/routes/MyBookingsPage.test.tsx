import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderInApp } from '@/testing/render.tsx';
import { setSession } from '@/lib/session.ts';
import { aBooking } from '@/testing/bookings.ts';
import { MyBookingsPage } from './MyBookingsPage.tsx';

const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

function api(bookings: ReturnType<typeof aBooking>[]) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/bookings?')) return jsonResponse({ success: true, bookings, page: 1, limit: 100, total: bookings.length });
    const review = /\/api\/bookings\/(\w+)\/review$/.exec(url);
    if (review && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { rating: number };
      // The server keeps the review: later list reads include it.
      const index = bookings.findIndex((b) => b.id === review[1]);
      bookings[index] = { ...bookings[index]!, review: { rating: body.rating, comment: null } };
      return jsonResponse({ success: true, booking: bookings[index] }, 201);
    }
    return jsonResponse({ error: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('/booking', () => {
  beforeEach(() => setSession({ token: 't', refreshToken: 'r', user: { id: 'u1', email: 'a@b.co', businessInfoCompleted: true } }));
  afterEach(() => vi.unstubAllGlobals());

  it('splits upcoming from past and shows each status', async () => {
    const now = Date.now();
    api([
      aBooking({ id: 'up', start: iso(now + 72 * hour), end: iso(now + 72 * hour + 15 * 60_000) }),
      aBooking({ id: 'done', status: 'completed', start: iso(now - 72 * hour), end: iso(now - 72 * hour + 15 * 60_000) }),
      aBooking({ id: 'gone', status: 'cancelled', lateCancellation: true, start: iso(now + 96 * hour), end: iso(now + 96 * hour + 15 * 60_000) }),
    ]);
    await renderInApp(<MyBookingsPage />, { path: '/booking' });
    const upcoming = (await screen.findByRole('heading', { name: 'Upcoming' })).closest('section')!;
    const past = screen.getByRole('heading', { name: 'Past' }).closest('section')!;
    expect(within(upcoming).getAllByTestId('booking-status').map((s) => s.textContent)).toEqual(['Confirmed']);
    expect(within(past).getAllByTestId('booking-status').map((s) => s.textContent)).toEqual(['Cancelled · Cancelled late', 'Completed']);
  });

  it('warns inside the late-cancel window, and not before it', async () => {
    const now = Date.now();
    api([
      aBooking({ id: 'soon', start: iso(now + 5 * hour), end: iso(now + 5 * hour + 15 * 60_000) }),
      aBooking({ id: 'later', start: iso(now + 72 * hour), end: iso(now + 72 * hour + 15 * 60_000) }),
    ]);
    await renderInApp(<MyBookingsPage />, { path: '/booking' });
    const [soon, later] = await screen.findAllByRole('button', { name: 'Cancel booking' });
    await userEvent.click(later!);
    expect(screen.queryByText(/less than 24 hours away/)).not.toBeInTheDocument();
    await userEvent.click(soon!);
    expect(screen.getByText(/less than 24 hours away/)).toBeInTheDocument();
  });

  it('links a reschedule request to its page', async () => {
    const now = Date.now();
    api([aBooking({ id: 'asked', status: 'reschedule_requested', start: iso(now + 72 * hour), end: iso(now + 72 * hour + 15 * 60_000) })]);
    await renderInApp(<MyBookingsPage />, { path: '/booking' });
    expect(await screen.findByRole('link', { name: 'Answer the reschedule request' })).toHaveAttribute('href', '/booking/reschedule?booking=asked');
  });

  it('asks for a rating after completion and shows it once sent', async () => {
    const now = Date.now();
    const fetch = api([aBooking({ id: 'done', status: 'completed', start: iso(now - 72 * hour), end: iso(now - 72 * hour + 15 * 60_000) })]);
    await renderInApp(<MyBookingsPage />, { path: '/booking' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send rating' }));
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/review'))).toBe(false);
    await userEvent.type(screen.getByLabelText('Rating (1 to 5)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Your rating: 5 of 5')).toBeInTheDocument();
  });
});
