import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, bodyOf, requests, route } from '@/testing/msw.ts';
import { clearSession, readReturnPath, setSession } from '@/lib/session.ts';
import { aBooking } from '@/testing/bookings.ts';
import { formatLocalDateTime } from '@/lib/dates.ts';
import { topicsAnswer } from '../test-fixtures.ts';
import { choiceToParams, emptyChoice } from '../components/booking-choice.ts';
import { riyadhDays } from '../components/time-labels.ts';
import { Book15Page } from './BookPage.tsx';

const day = riyadhDays(new Date(), 1)[0]!;
const slotStart = `${day}T20:00:00.000Z`;
const chosen = choiceToParams({ ...emptyChoice(), topic: 'market-entry', answers: { 'market-entry.cities': 'Riyadh' }, answered: true, day, slot: slotStart, expertId: 'e1' });

const json = (body: object, status = 200) => () => HttpResponse.json(body, { status });
const professionalAccess = json({ success: true, feature: 'consultations', tier: 'professional', allowed: true, limit: 1, used: 0 });

/** The API as the page sees it; `book` answers POST /bookings, `access` the plan check. */
function serve(book = json({ success: true, booking: aBooking({ start: slotStart }) }, 201), access = professionalAccess) {
  api.use(
    route('GET', '/api/consultations/topics', topicsAnswer),
    route('GET', '/api/subscriptions/access/consultations', access),
    route('GET', '/api/bookings/available-slots', (request) => {
      const q = new URL(request.url).searchParams;
      return HttpResponse.json({ from: q.get('from'), to: q.get('to'), timeZone: 'Asia/Riyadh', days: [{ date: day, times: 1 }] });
    }),
    route('GET', '/api/bookings/available-slots/:date', (_, { date }) =>
      HttpResponse.json({ date, timeZone: 'Asia/Riyadh', slots: [{ start: slotStart, end: slotStart.replace('T20:00', 'T20:15'), expertId: 'e1' }] }),
    ),
    route('POST', '/api/bookings', book),
    // The last step names the slot's expert when it knows them; these tests follow the booking, not the name.
    route('GET', '/api/experts', []),
  );
}

const signInOnboarded = () =>
  setSession({ token: 'h.eyJzdWIiOiJ1MSJ9.s', refreshToken: 'r', user: { id: 'u1', email: 'a@b.co', businessInfoCompleted: true } });

describe('/book/15', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearSession();
  });

  // Four steps with typing: a few seconds on a loaded machine, past the default 5 s when the whole suite runs.
  it('walks topic → answers (at most 2,000 characters) → day → slot → confirm and books the slot', async () => {
    signInOnboarded();
    serve();
    await renderInApp(<Book15Page />, { path: '/book/15' });
    await userEvent.click(await screen.findByRole('button', { name: 'Market Entry Strategy' }));

    const cities = screen.getByLabelText(/Which cities are you considering\?/);
    await userEvent.click(cities);
    await userEvent.paste('x'.repeat(2001));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Keep this under 2000 characters.')).toBeInTheDocument();
    await userEvent.clear(cities);
    await userEvent.type(cities, 'Riyadh and Dammam');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    // The calendar marks the free day and opens it, with its Hijri date; each slot the user's time beside Riyadh's.
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(within(grid).getByRole('button', { name: /: free times$/ })).toHaveAttribute('data-day', day));
    expect(within(grid).getByRole('gridcell', { selected: true })).toContainElement(grid.querySelector(`[data-day="${day}"]`) as HTMLElement);
    expect((await screen.findAllByTestId('hijri-date'))[0]).toHaveTextContent(/AH/);
    const slot = await screen.findByRole('button', { name: /Your time.*Riyadh time/ });
    expect(within(slot).getByTestId('riyadh-time')).toHaveTextContent(/11:00\s?PM/);
    await userEvent.click(slot);

    await userEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByText('Your consultation is booked.')).toBeInTheDocument();
    // With its date and time as the user reads them (issue 17 item 7).
    expect(screen.getByTestId('booked-when')).toHaveTextContent(`Starts: ${formatLocalDateTime(slotStart, 'en')}`);
    expect(screen.getByTestId('booked-when')).toHaveTextContent(/\d{2}:\d{2}/);
    expect(bodyOf('POST', '/api/bookings')).toEqual({
      duration: 15,
      start: slotStart,
      topic: 'market-entry',
      expertId: 'e1',
      answers: { 'market-entry.cities': 'Riyadh and Dammam' },
    });
  }, 15_000);

  it('lets a visitor choose, then sends them to sign in and remembers the whole choice as the way back', async () => {
    serve();
    const { router } = await renderInApp(<Book15Page />, { path: `/book/15?${chosen.toString()}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(readReturnPath()).toBe(`/book/15?${chosen.toString()}`);
    expect(requests().some((r) => r.path === '/api/bookings')).toBe(false);
  });

  it('sends a signed-in user without a business profile to complete it first', async () => {
    setSession({ token: 't', refreshToken: 'r', user: { id: 'u1', email: 'a@b.co', businessInfoCompleted: false } });
    serve();
    const { router } = await renderInApp(<Book15Page />, { path: `/book/15?${chosen.toString()}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Complete your profile to confirm' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complete-profile'));
    expect(readReturnPath()).toBe(`/book/15?${chosen.toString()}`);
  });

  it('on SLOT_TAKEN says so and goes back to the times', async () => {
    signInOnboarded();
    serve(json({ error: 'This slot has just been taken', code: 'SLOT_TAKEN' }, 409));
    await renderInApp(<Book15Page />, { path: `/book/15?${chosen.toString()}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone has just booked this time.');
    await userEvent.click(screen.getByRole('button', { name: 'Pick another time' }));
    expect(await screen.findByRole('heading', { name: /^Times on / })).toBeInTheDocument();
  });

  it('on QUOTA_EXCEEDED shows the count and the way to upgrade', async () => {
    signInOnboarded();
    serve(json({ error: 'Quota exceeded', code: 'QUOTA_EXCEEDED', feature: 'consultations', limit: 1, used: 1, upgradeTo: 'business' }, 403));
    await renderInApp(<Book15Page />, { path: `/book/15?${chosen.toString()}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('(1 of 1)');
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/pricing');
  });

  it('tells a free user on the first step that consultations are not in the plan, with a link to the plan that has them', async () => {
    signInOnboarded();
    const notInPlan = json({ error: 'Your free plan does not include this feature.', code: 'TIER_REQUIRED', feature: 'consultations', currentTier: 'free', requiredTier: 'professional' }, 403);
    serve(undefined, notInPlan);
    await renderInApp(<Book15Page />, { path: '/book/15' });
    expect(await screen.findByRole('button', { name: 'Market Entry Strategy' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Consultations are not in your Free plan.');
    expect(alert).toHaveTextContent('The Professional plan includes them.');
    expect(within(alert).getByRole('link', { name: 'See the Professional plan' })).toHaveAttribute('href', '/pricing#plan-professional');
    expect(alert).not.toHaveTextContent(/used all/);
  });

  it('says at the start when this month’s consultations are used, and leaves nothing to confirm', async () => {
    signInOnboarded();
    serve(undefined, json({ success: true, feature: 'consultations', tier: 'professional', allowed: true, limit: 1, used: 1 }));
    await renderInApp(<Book15Page />, { path: `/book/15?${chosen.toString()}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('(1 of 1)');
    expect(await screen.findByRole('button', { name: 'Confirm booking' })).toBeDisabled();
  });

  it('maps the server’s QUOTA_EXCEEDED with a limit of 0 to "not in your plan", never "0 of 0"', async () => {
    signInOnboarded();
    // The plan check could not answer; the booking command is the authority and refuses.
    const plain = json({ error: 'Server error', code: 'INTERNAL' }, 500);
    serve(json({ error: 'Your plan includes 0 consultations a month', code: 'QUOTA_EXCEEDED', feature: 'consultations', limit: 0, used: 0, upgradeTo: 'professional' }, 403), plain);
    await renderInApp(<Book15Page />, { path: `/book/15?${chosen.toString()}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Consultations are not in your plan.');
    expect(alert).not.toHaveTextContent('0 of 0');
    expect(within(alert).getByRole('link', { name: 'See the Professional plan' })).toHaveAttribute('href', '/pricing#plan-professional');
  });

  it('on ONBOARDING_REQUIRED links to the business profile', async () => {
    signInOnboarded();
    serve(json({ error: 'Complete your business profile', code: 'ONBOARDING_REQUIRED' }, 409));
    await renderInApp(<Book15Page />, { path: `/book/15?${chosen.toString()}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm booking' }));
    expect(await screen.findByRole('link', { name: 'Complete your profile' })).toHaveAttribute('href', '/complete-profile');
  });

  it('writes the Hijri dates and the clock labels in Arabic for the Arabic page', async () => {
    serve();
    const params = choiceToParams({ ...emptyChoice(), topic: 'market-entry', answered: true, day });
    await renderInApp(<Book15Page />, { path: `/book/15?${params.toString()}`, language: 'ar' });
    const hijri = (await screen.findAllByTestId('hijri-date'))[0]!;
    expect(hijri.textContent).toMatch(/هـ/);
    expect(await screen.findByText('توقيت الرياض')).toBeInTheDocument();
  });
});
