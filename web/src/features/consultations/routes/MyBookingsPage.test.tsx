import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, requests, route } from '@/testing/msw.ts';
import { setSession } from '@/lib/session.ts';
import { aBooking } from '@/testing/bookings.ts';
import { MyBookingsPage } from './MyBookingsPage.tsx';

const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

function serve(bookings: ReturnType<typeof aBooking>[]) {
  api.use(
    route('GET', '/api/bookings', () => HttpResponse.json({ success: true, bookings, page: 1, limit: 100, total: bookings.length })),
    route('POST', '/api/bookings/:id/review', async (request, { id }) => {
      const { rating } = (await request.json()) as { rating: number };
      // The server keeps the review: later list reads include it.
      const index = bookings.findIndex((b) => b.id === id);
      bookings[index] = { ...bookings[index]!, review: { rating, comment: null } };
      return HttpResponse.json({ success: true, booking: bookings[index] }, { status: 201 });
    }),
  );
}

describe('/booking', () => {
  beforeEach(() => setSession({ token: 't', refreshToken: 'r', user: { id: 'u1', email: 'a@b.co', businessInfoCompleted: true } }));

  it('splits upcoming from past and shows each status', async () => {
    const now = Date.now();
    serve([
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
    serve([
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
    serve([aBooking({ id: 'asked', status: 'reschedule_requested', start: iso(now + 72 * hour), end: iso(now + 72 * hour + 15 * 60_000) })]);
    await renderInApp(<MyBookingsPage />, { path: '/booking' });
    expect(await screen.findByRole('link', { name: 'Answer the reschedule request' })).toHaveAttribute('href', '/booking/reschedule?booking=asked');
  });

  it('asks for a rating after completion and shows it once sent', async () => {
    const now = Date.now();
    serve([aBooking({ id: 'done', status: 'completed', start: iso(now - 72 * hour), end: iso(now - 72 * hour + 15 * 60_000) })]);
    await renderInApp(<MyBookingsPage />, { path: '/booking' });
    await userEvent.click(await screen.findByRole('button', { name: 'Send rating' }));
    expect(requests().some((r) => r.path.endsWith('/review'))).toBe(false);
    await userEvent.type(screen.getByLabelText('Rating (1 to 5)'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('Your rating: 5 of 5')).toBeInTheDocument();
  });
});
