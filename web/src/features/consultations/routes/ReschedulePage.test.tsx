import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderInApp } from '@/testing/render.tsx';
import { setSession } from '@/lib/session.ts';
import { aBooking } from '@/testing/bookings.ts';
import { ReschedulePage } from './ReschedulePage.tsx';

const asked = aBooking({ status: 'reschedule_requested', statusNote: 'I am travelling that day' });
const newStart = '2030-01-16T07:00:00.000Z';

function api() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/bookings/b1' && init?.method === 'GET') return jsonResponse({ success: true, booking: asked });
    if (url === '/api/bookings/available-slots/b1') return jsonResponse({ bookingId: 'b1', timeZone: 'Asia/Riyadh', slots: [{ start: newStart, end: '2030-01-16T07:15:00.000Z', expertId: 'e1' }] });
    if (url === '/api/bookings/b1' && init?.method === 'PUT') return jsonResponse({ success: true, booking: { ...asked, status: 'confirmed', start: newStart, statusNote: null } });
    if (url === '/api/bookings/b1/cancel') return jsonResponse({ success: true, booking: { ...asked, status: 'cancelled' } });
    return jsonResponse({ error: 'Not found', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const body = (fetch: ReturnType<typeof api>, url: string) => JSON.parse(String(fetch.mock.calls.find(([u, i]) => u === url && i?.method !== 'GET')?.[1]?.body));

describe('/booking/reschedule (Reschedule Request)', () => {
  beforeEach(() => setSession({ token: 't', refreshToken: 'r', user: { id: 'u1', email: 'a@b.co', businessInfoCompleted: true } }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the reason and moves the booking to the chosen slot', async () => {
    const fetch = api();
    await renderInApp(<ReschedulePage />, { path: '/booking/reschedule?booking=b1' });
    expect(await screen.findByTestId('reschedule-reason')).toHaveTextContent('I am travelling that day');
    await userEvent.click(await screen.findByRole('button', { name: /Move to this time/ }));
    expect(await screen.findByText('Done: your consultation has its new time.')).toBeInTheDocument();
    expect(body(fetch, '/api/bookings/b1')).toEqual({ start: newStart });
  });

  it('declines by cancelling the booking', async () => {
    const fetch = api();
    await renderInApp(<ReschedulePage />, { path: '/booking/reschedule?booking=b1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Decline and cancel the booking' }));
    expect(await screen.findByText('The booking is cancelled.')).toBeInTheDocument();
    expect(body(fetch, '/api/bookings/b1/cancel')).toEqual({ reason: 'Declined the reschedule request' });
  });

  it('says so when no booking is named', async () => {
    api();
    await renderInApp(<ReschedulePage />, { path: '/booking/reschedule' });
    expect(screen.getByRole('alert')).toHaveTextContent('No booking was named.');
  });
});
