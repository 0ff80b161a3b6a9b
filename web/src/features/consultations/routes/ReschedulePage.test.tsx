import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, bodyOf, requests, route } from '@/testing/msw.ts';
import { setSession } from '@/lib/session.ts';
import { aBooking } from '@/testing/bookings.ts';
import { riyadhDays } from '../components/time-labels.ts';
import { ReschedulePage } from './ReschedulePage.tsx';

const asked = aBooking({ status: 'reschedule_requested', statusNote: 'I am travelling that day' });
const [today, , newDay] = riyadhDays(new Date(), 3) as [string, string, string];
const newStart = `${newDay}T07:00:00.000Z`;

const serve = () =>
  api.use(
    route('GET', '/api/bookings/b1', { success: true, booking: asked }),
    route('GET', '/api/bookings/available-slots/b1', { bookingId: 'b1', timeZone: 'Asia/Riyadh', slots: [{ start: newStart, end: `${newDay}T07:15:00.000Z`, expertId: 'e1' }] }),
    route('PUT', '/api/bookings/b1', { success: true, booking: { ...asked, status: 'confirmed', start: newStart, statusNote: null } }),
    route('POST', '/api/bookings/b1/cancel', { success: true, booking: { ...asked, status: 'cancelled' } }),
  );

describe('/booking/reschedule (Reschedule Request)', () => {
  beforeEach(() => setSession({ token: 't', refreshToken: 'r', user: { id: 'u1', email: 'a@b.co', businessInfoCompleted: true } }));

  it('shows the reason and moves the booking to the chosen slot only once the move is confirmed', async () => {
    serve();
    await renderInApp(<ReschedulePage />, { path: '/booking/reschedule?booking=b1' });
    expect(await screen.findByTestId('reschedule-reason')).toHaveTextContent('I am travelling that day');
    await userEvent.click(within(await screen.findByRole('list', { name: 'Choose a time' })).getByRole('button'));
    expect(await screen.findByRole('heading', { name: 'Move this consultation?' })).toBeInTheDocument();
    expect(requests().some((r) => r.method === 'PUT')).toBe(false);
    // Changing one's mind goes back to the times; nothing was moved.
    await userEvent.click(screen.getByRole('button', { name: 'Pick another time' }));
    await userEvent.click(within(await screen.findByRole('list', { name: 'Choose a time' })).getByRole('button'));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm the move' }));
    expect(await screen.findByText('Done: your consultation has its new time.')).toBeInTheDocument();
    expect(bodyOf('PUT', '/api/bookings/b1')).toEqual({ start: newStart });
  });

  it('marks the days with free times in a calendar and lists only the chosen day', async () => {
    serve();
    await renderInApp(<ReschedulePage />, { path: '/booking/reschedule?booking=b1' });
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByRole('button', { name: /: free times$/ })).toHaveAttribute('data-day', newDay);
    expect(grid.querySelector(`[data-day="${newDay}"]`)).toHaveAttribute('data-free', 'true');
    expect(grid.querySelector(`[data-day="${today}"]`)).toHaveAttribute('aria-label', expect.stringMatching(/: no free times$/));
    expect(screen.getByRole('heading', { name: /^Times on / })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Riyadh time/ })).toHaveLength(1);
  });

  it('declines by cancelling the booking', async () => {
    serve();
    await renderInApp(<ReschedulePage />, { path: '/booking/reschedule?booking=b1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline and cancel the booking' }));
    expect(await screen.findByText('The booking is cancelled.')).toBeInTheDocument();
    expect(bodyOf('POST', '/api/bookings/b1/cancel')).toEqual({ reason: 'Declined the reschedule request' });
  });

  it('says so when no booking is named', async () => {
    serve();
    await renderInApp(<ReschedulePage />, { path: '/booking/reschedule' });
    expect(screen.getByRole('alert')).toHaveTextContent('No booking was named.');
  });
});
