import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aBooking } from '@/testing/bookings.ts';
import { renderInApp } from '@/testing/render.tsx';
import { setSession } from '@/lib/session.ts';
import { SessionLists } from './SessionLists.tsx';

// 06:00 UTC is 09:00 in Riyadh; at 22:30 UTC on the 14th it is already the 15th in Riyadh.
const booking = aBooking({ start: '2030-01-15T06:00:00.000Z', end: '2030-01-15T06:20:00.000Z', answers: { 'market-entry.cities': 'Riyadh, maybe Jeddah.' } });
const lateOnThe14th = Date.parse('2030-01-14T22:30:00.000Z');

/** An expert signed in, with the clock late on the 14th (UTC). */
function asAnExpertLateOnThe14th() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: lateOnThe14th });
    setSession({ token: 't', refreshToken: 'r', user: { id: 'e1', email: 'e@b.co', role: 'expert' } });
  });
  afterEach(() => vi.useRealTimers());
}

describe("the expert console keeps to the expert's own time zone", () => {
  asAnExpertLateOnThe14th();

  it('shows the start in the zone, names the zone, and files the session under today there', async () => {
    await renderInApp(<SessionLists bookings={[booking]} timeZone="Asia/Riyadh" />);
    const today = await screen.findByRole('region', { name: 'Today' });
    const card = within(today).getByRole('listitem');
    expect(card).toHaveTextContent('9:00');
    expect(card).toHaveTextContent('(Asia/Riyadh)');
  });

  it("without a zone (an admin's view) it keeps the viewer's", async () => {
    await renderInApp(<SessionLists bookings={[booking]} />);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByRole('listitem')).not.toHaveTextContent('(Asia/Riyadh)');
  });

  it("lets a client's own words keep their direction inside an Arabic page", async () => {
    await renderInApp(<SessionLists bookings={[booking]} timeZone="Asia/Riyadh" />);
    expect((await screen.findByTestId('client-answer')).getAttribute('dir')).toBe('auto');
  });
});

describe('the expert console keeps cancelled sessions apart', () => {
  asAnExpertLateOnThe14th();

  it('lists a cancelled session under its own heading, not among the upcoming ones', async () => {
    const later = aBooking({ id: 'b-later', start: '2030-01-20T06:00:00.000Z', end: '2030-01-20T06:20:00.000Z' });
    const called = aBooking({ id: 'b-called', start: '2030-01-18T06:00:00.000Z', end: '2030-01-18T06:20:00.000Z', status: 'cancelled' });
    await renderInApp(<SessionLists bookings={[later, called]} timeZone="Asia/Riyadh" />);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getAllByRole('listitem').map((li) => li.dataset.booking)).toEqual(['b-later']);
    const cancelled = screen.getByRole('region', { name: 'Cancelled sessions' });
    expect(within(cancelled).getAllByRole('listitem').map((li) => li.dataset.booking)).toEqual(['b-called']);
    expect(within(cancelled).getByTestId('session-status')).toHaveTextContent('Cancelled');
  });

  it('shows no cancelled heading when nothing was cancelled', async () => {
    await renderInApp(<SessionLists bookings={[booking]} timeZone="Asia/Riyadh" />);
    await screen.findByRole('region', { name: 'Today' });
    expect(screen.queryByRole('region', { name: 'Cancelled sessions' })).toBeNull();
  });
});
