import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '@contracts/bookings.ts';
import { aBooking } from '@/testing/bookings.ts';
import { renderInApp } from '@/testing/render.tsx';
import { api, requests, route } from '@/testing/msw.ts';
import { formatLocalDateTime } from '@/lib/dates.ts';
import { setSession } from '@/lib/session.ts';
import { DashboardPage } from './DashboardPage.tsx';

const user = { id: 'u1', email: 'hans@example.com', firstName: 'Hans', role: 'user' as const, businessInfoCompleted: true };
const dashboard = {
  success: true,
  user,
  subscription: { tier: 'professional', billingPeriod: 'monthly', startDate: null, promoCode: null },
  businessProfile: null,
  usagePeriod: '2030-01',
  usage: {},
  features: {},
  nextSteps: [],
};

const serve = (bookings: Booking[]) =>
  api.use(
    route('GET', '/api/users/dashboard', dashboard),
    route('GET', '/api/bookings', { success: true, bookings, page: 1, limit: 20, total: bookings.length }),
  );

describe('/dashboard with a consultation ahead (issue 17 item 7)', () => {
  beforeEach(() => setSession({ token: 't', refreshToken: 'r', user }));

  it('shows the next consultation with its time and a way to all of them, and does not say nothing is waiting', async () => {
    const next = aBooking({ duration: 20, start: '2030-01-15T06:00:00.000Z', topic: 'taxation' });
    serve([next, aBooking({ id: 'b2', status: 'cancelled' })]);
    await renderInApp(<DashboardPage />, { path: '/dashboard' });
    const list = await screen.findByTestId('dashboard-upcoming');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(formatLocalDateTime(next.start, 'en'));
    expect(items[0]).toHaveTextContent('Taxation · 20 min · with Dr. Noura Al-Harbi');
    expect(screen.getByRole('link', { name: 'My consultations' })).toHaveAttribute('href', '/booking');
    expect(screen.queryByText(/Nothing is waiting for you/)).toBeNull();
    expect(screen.getByText('Nothing else to do: get ready for your next consultation.')).toBeInTheDocument();
    // Upcoming only: from about an hour ago on.
    const from = new URL(requests().find((r) => r.path.startsWith('/api/bookings?'))!.path, 'http://x').searchParams.get('from');
    expect(Date.now() - Date.parse(from!)).toBeGreaterThan(50 * 60_000);
  });

  it('says so when nothing is booked', async () => {
    serve([]);
    await renderInApp(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByText('No consultation booked yet.')).toBeInTheDocument();
    expect(screen.getByText(/Nothing is waiting for you/)).toBeInTheDocument();
  });
});
