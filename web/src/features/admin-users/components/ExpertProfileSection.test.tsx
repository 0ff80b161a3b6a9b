import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, requests, route } from '@/testing/msw.ts';
import { clearSession, setSession } from '@/lib/session.ts';
import { ExpertProfileSection } from './ExpertProfileSection.tsx';

const empty = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const fresh = {
  id: 'e1', displayName: 'Nadia Expert', headline: '', bio: '', languages: ['en'], topics: [], timeZone: 'Asia/Riyadh',
  weekly: empty, datesOff: [], minNoticeHours: 12, bufferMinutes: 5, horizonDays: 60, updatedAt: null,
};

describe('an expert’s profile in the back office (issue 17 item 1)', () => {
  beforeEach(() => {
    clearSession();
    setSession({ token: 'h.eyJzdWIiOiJhMSIsInJvbGUiOiJhZG1pbiJ9.s', refreshToken: 'r', user: { id: 'a1', email: 'admin@example.com', role: 'admin' } });
  });

  it('says a new expert cannot be booked, then saves the topics and hours the admin sets for them', async () => {
    api.use(
      route('PUT', '/api/admin/experts/e1', async (request) => Response.json({ success: true, expert: { ...fresh, ...(await request.json()), updatedAt: '2026-01-01T00:00:00.000Z' } })),
      route('GET', '/api/admin/experts/e1', { success: true, expert: fresh }),
    );
    await renderInApp(<ExpertProfileSection userId="e1" />);

    expect(await screen.findByTestId('not-bookable')).toHaveTextContent('Clients cannot book this expert yet');
    expect(screen.getByLabelText('Display name')).toHaveValue('Nadia Expert');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Taxation' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Market Entry Strategy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    await waitFor(() => expect(screen.queryByTestId('not-bookable')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Save availability' }));

    expect(await screen.findByText('Availability saved.')).toBeInTheDocument();
    expect(requests().find((r) => r.method === 'PUT')?.body).toMatchObject({
      displayName: 'Nadia Expert',
      topics: ['market-entry', 'taxation'],
      weekly: { ...empty, mon: [{ from: '09:00', to: '17:00' }] },
      minNoticeHours: 12,
      bufferMinutes: 5,
    });
  });

  it('shows why a user who is not an expert has no calendar', async () => {
    api.use(route('GET', '/api/admin/experts/e1', { error: 'This user is not an expert: change their role to expert first', code: 'NOT_AN_EXPERT' }, 409));
    await renderInApp(<ExpertProfileSection userId="e1" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
