import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, route } from '@/testing/msw.ts';
import { setSession } from '@/lib/session.ts';
import { DashboardPage } from './DashboardPage.tsx';

const user = { id: 'u1', email: 'hans@example.com', firstName: 'Hans', role: 'user' as const, businessInfoCompleted: true };
const dashboard = {
  success: true,
  user,
  subscription: {
    tier: 'free', billingPeriod: null, startDate: null, promoCode: null, status: 'active', paidUntil: null, scheduledChange: null,
    pendingUpgrade: { requestId: 'r1', tier: 'professional', billingPeriod: 'monthly', promoCode: null, payment: 'manual', requestedAt: '2030-01-10T09:00:00.000Z' },
  },
  businessProfile: { companyName: 'Becker Maschinenbau GmbH', country: 'DE', industry: 'manufacturing', companySize: '1-10', timeline: '3-6-months' },
  usagePeriod: '2030-01',
  usage: { partnerMatches: { used: 3, limit: 25 } },
  features: {},
  nextSteps: [],
};

describe('/dashboard: the plan card and the company card say what a person needs to know', () => {
  beforeEach(() => {
    setSession({ token: 't', refreshToken: 'r', user });
    api.use(
      route('GET', '/api/users/dashboard', dashboard),
      route('GET', '/api/bookings', { success: true, bookings: [], page: 1, limit: 20, total: 0 }),
    );
  });

  it('shows an upgrade that waits for payment, with the way to billing', async () => {
    await renderInApp(<DashboardPage />, { path: '/dashboard' });
    const note = await screen.findByTestId('dashboard-pending-upgrade');
    expect(note).toHaveTextContent('You asked for Professional on January 10, 2030; it starts once the payment is confirmed.');
    expect(within(note).getByRole('link', { name: 'Plan and billing' })).toHaveAttribute('href', '/settings/billing');
    expect(screen.getByTestId('dashboard-tier')).toHaveTextContent('Free');
  });

  it('calls the partner allowance what it counts: searches, not the introductions a user asks for', async () => {
    await renderInApp(<DashboardPage />, { path: '/dashboard' });
    expect(await screen.findByRole('row', { name: /Partner searches\s*3\s*25/ })).toBeInTheDocument();
  });

  it('names the country of the headquarters instead of its code', async () => {
    await renderInApp(<DashboardPage />, { path: '/dashboard' });
    const business = await screen.findByRole('region', { name: 'Your business' });
    expect(business).toHaveTextContent('Germany');
    expect(business).not.toHaveTextContent(/\bDE\b/);
  });
});
