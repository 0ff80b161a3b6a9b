import { describe, it, expect } from 'vitest';
import { call, newUser, register, type Json } from '../support/api.ts';
import { storedEvents, useAdminServer } from '../support/adminServer.ts';
import { eventually } from '../support/eventually.ts';
import { grantTier } from '../support/plans.ts';

// Issue 17: a partner match had no next step. Asking for an introduction makes a lead the admin sees.
const suite = useAdminServer({ email: 'admin-introductions@example.com', password: 'admin password 123' });

async function onboardedUser() {
  const who = newUser({ firstName: 'Greta' });
  const { body } = await register(suite.server.url, who);
  const token = body.tokens.accessToken as string;
  const profileData = { companyName: 'Rhine Solar', country: 'de', industry: 'energy', companySize: '11-50', timeline: '0-3m', goals: [], services: [], package: 'starter' };
  expect((await call(suite.server.url, 'POST', '/api/business-profile/complete-onboarding', { token, body: { profileData } })).status).toBe(200);
  // Partner matching is a Starter feature; the package asked for at onboarding is granted by the back office (issue 23).
  await grantTier(suite.server.url, body.user.id as string, 'starter', async () => suite.admin.token);
  return { token, email: who.email, userId: body.user.id as string };
}
const introduce = (token: string | undefined, partnerId: string, body: Json = {}) =>
  call(suite.server.url, 'POST', `/api/market/partners/${encodeURIComponent(partnerId)}/introductions`, { token, body });

describe('introductions to a matched partner', () => {
  it('gives reasons as data the web can say in any language', async () => {
    const { token } = await onboardedUser();
    let matches: Json[] = [];
    await eventually(async () => {
      matches = (await call(suite.server.url, 'POST', '/api/market/partners', { token, body: { city: 'Riyadh' } })).body.matches;
      expect(matches.length).toBeGreaterThan(0);
    }, 5_000);
    const monshaat = matches.find((m) => m.partner.id === 'partner-monshaat');
    expect(monshaat?.why).toEqual(expect.arrayContaining([{ key: 'every-sector' }, { key: 'present-in', values: { city: 'Riyadh' } }, { key: 'public-sourced' }]));
  });

  it('records a request once, as a lead the admin sees with who asked and what they wrote', async () => {
    const { token, email, userId } = await onboardedUser();
    const first = await introduce(token, 'partner-monshaat', { message: '  We make solar inverters and look for a distributor.  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ partnerId: 'partner-monshaat', alreadyRequested: false });
    // The message is the user's: the log keeps it sealed with their key, never in plaintext.
    const [event] = storedEvents(suite.server.dataDir, `introduction-${userId}-partner-monshaat`);
    expect(event?.type).toBe('IntroductionRequested');
    expect(JSON.stringify(event?.data)).not.toContain('solar inverters');
    const again = await introduce(token, 'partner-monshaat', { message: 'again' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, alreadyRequested: true });

    expect((await call(suite.server.url, 'GET', '/api/market/introductions', { token })).body).toEqual({ partnerIds: ['partner-monshaat'] });
    const leads = (await call(suite.server.url, 'GET', '/api/admin/introductions', { token: suite.admin.token })).body.introductions as Json[];
    const lead = leads.filter((l) => l.user?.email === email);
    expect(lead).toHaveLength(1);
    expect(lead[0]).toMatchObject({
      id: first.body.id,
      partner: { id: 'partner-monshaat', type: 'public-program' },
      user: { firstName: 'Greta', email },
      companyName: 'Rhine Solar',
      message: 'We make solar inverters and look for a distributor.',
    });
    expect(lead[0]!.partner.name).toBeTruthy();
  });

  it('refuses an unknown partner, a long message, a visitor, and a user reading the leads', async () => {
    const { token } = await onboardedUser();
    expect((await introduce(token, 'no-such-partner')).body).toMatchObject({ code: 'NOT_FOUND' });
    const long = await introduce(token, 'partner-monshaat', { message: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toMatchObject({ message: 'The message: at most 1000 characters' });
    expect((await introduce(undefined, 'partner-monshaat')).status).toBe(401);
    expect((await call(suite.server.url, 'GET', '/api/admin/introductions', { token })).status).toBe(403);
  });
});
