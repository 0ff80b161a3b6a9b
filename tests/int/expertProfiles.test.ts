import { describe, it, expect } from 'vitest';
import { reauth } from '../support/admin.ts';
import { ADMIN, allDayProfile, gridSlot, useConsultationServer, type Person } from './bookingsKit.ts';

// Issue 17 item 1: a new expert has no topics and no hours, so nobody can book them until someone sets
// them; the expert does it on their page and an admin for any expert, with the same rules.
const setup = useConsultationServer();
const api: typeof setup.api = (...args) => setup.api(...args);

/** A signed-up user the admin made an expert, signed in again for a token with the role; no profile yet. */
async function newExpert(): Promise<Person> {
  const { kit, server } = setup;
  const person = await kit.signUp();
  await reauth(server.url, await kit.admin(), ADMIN.password);
  expect((await api('PUT', `/api/admin/users/${person.id}`, await kit.admin(), { role: 'expert' })).status).toBe(200);
  const login = await api('POST', '/api/auth/login', undefined, { email: person.email, password: person.password });
  return { ...person, token: login.body.tokens.accessToken };
}

describe('expert profiles in the back office', () => {
  it('shows a new expert their own name and no topics, and an admin the same', async () => {
    const expert = await newExpert();
    const own = await api('GET', '/api/experts/me', expert.token);
    expect(own.body.expert).toMatchObject({ id: expert.id, displayName: expect.stringMatching(/^Test User\d+$/), topics: [], updatedAt: null });
    const seen = await api('GET', `/api/admin/experts/${expert.id}`, await setup.kit.admin());
    expect(seen.status).toBe(200);
    expect(seen.body.expert).toEqual(own.body.expert);
  });

  it('lets an admin set topics and hours, after which the expert is listed and bookable', async () => {
    const expert = await newExpert();
    const before = await api('GET', '/api/experts?topic=visa-residency');
    expect(before.body.find((e: { id: string }) => e.id === expert.id)).toBeUndefined();
    const saved = await api('PUT', `/api/admin/experts/${expert.id}`, await setup.kit.admin(), allDayProfile(['visa-residency'], { displayName: 'Dr Admin-Set' }));
    expect(saved.status).toBe(200);
    expect(saved.body.expert).toMatchObject({ id: expert.id, displayName: 'Dr Admin-Set', topics: ['visa-residency'] });
    const listed = await api('GET', '/api/experts?topic=visa-residency');
    expect(listed.body).toContainEqual(expect.objectContaining({ id: expert.id, displayName: 'Dr Admin-Set' }));
    // The expert sees what the admin set.
    expect((await api('GET', '/api/experts/me', expert.token)).body.expert).toMatchObject({ displayName: 'Dr Admin-Set', topics: ['visa-residency'] });
  });

  it('checks an admin edit as strictly as the expert’s own, field by field', async () => {
    const expert = await newExpert();
    const bad = await api('PUT', `/api/admin/experts/${expert.id}`, await setup.kit.admin(), { displayName: '', topics: ['astrology'], bufferMinutes: 61 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['bufferMinutes', 'displayName', 'topics.0']);
  });

  it('publishes the bio and spoken languages the expert sets, and refuses a profile with no language', async () => {
    const expert = await newExpert();
    const none = await api('PUT', '/api/experts/me', expert.token, { ...allDayProfile(['taxation']), languages: [] });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ languages: 'Choose at least one language' });
    const bio = 'Fifteen years of VAT and zakat filings for foreign branches.';
    expect((await api('PUT', '/api/experts/me', expert.token, { ...allDayProfile(['taxation']), bio, languages: ['ar', 'de'] })).status).toBe(200);
    const listed = (await api('GET', '/api/experts?topic=taxation')).body.find((e: { id: string }) => e.id === expert.id);
    expect(listed).toMatchObject({ bio, languages: ['ar', 'de'] });
  });

  it('refuses a user who is not an expert (409), an unknown or malformed id (404), and anyone but an admin (403)', async () => {
    const customer = await setup.kit.customer();
    const notExpert = await api('GET', `/api/admin/experts/${customer.id}`, await setup.kit.admin());
    expect(notExpert.status).toBe(409);
    expect(notExpert.body).toMatchObject({ code: 'NOT_AN_EXPERT', role: 'user' });
    expect((await api('PUT', `/api/admin/experts/${customer.id}`, await setup.kit.admin(), allDayProfile(['taxation']))).status).toBe(409);
    expect((await api('GET', '/api/admin/experts/00000000-0000-4000-8000-000000000000', await setup.kit.admin())).status).toBe(404);
    expect((await api('GET', '/api/admin/experts/not-an-id', await setup.kit.admin())).status).toBe(404);
    const expert = await newExpert();
    expect((await api('GET', `/api/admin/experts/${expert.id}`, expert.token)).status).toBe(403);
    expect((await api('PUT', `/api/admin/experts/${expert.id}`, customer.token, allDayProfile(['taxation']))).status).toBe(403);
    expect((await api('GET', `/api/admin/experts/${expert.id}`)).status).toBe(401);
  });
});

describe('what an expert sees of the client (issue 17 item 8)', () => {
  it('names the client and their company beside the answers, to the booking’s expert only; the email to admins only', async () => {
    const { kit } = setup;
    // One after the other: the kit signs its admin in once, on first use.
    const expert = await kit.expert(allDayProfile(['taxation'], { displayName: 'Dr Client-View' }));
    const other = await kit.expert(allDayProfile(['taxation'], { displayName: 'Dr Other' }));
    const client = await kit.customer();
    const made = await api('POST', '/api/bookings', client.token, { duration: 15, start: gridSlot(30), topic: 'taxation', expertId: expert.id, answers: { 'taxation.activity': 'Machinery imports' } });
    expect(made.status).toBe(201);
    const id = made.body.booking.id as string;
    const clientView = { name: expect.stringMatching(/^Test User\d+$/), company: 'Nile Trading' };

    const mine = await api('GET', '/api/bookings', expert.token);
    const seen = mine.body.bookings.find((b: { id: string }) => b.id === id);
    expect(seen).toMatchObject({ client: clientView, answers: { 'taxation.activity': 'Machinery imports' } });
    expect(seen.client).not.toHaveProperty('email');
    expect((await api('GET', `/api/bookings/${id}`, expert.token)).body.booking.client).toEqual(clientView);

    // Another expert sees neither the booking nor who made it.
    expect((await api('GET', `/api/bookings/${id}`, other.token)).status).toBe(404);
    expect((await api('GET', '/api/bookings', other.token)).body.bookings.map((b: { id: string }) => b.id)).not.toContain(id);

    const admin = await api('GET', `/api/admin/bookings?expertId=${expert.id}`, await kit.admin());
    expect(admin.body.bookings.find((b: { id: string }) => b.id === id).client).toEqual({ ...clientView, email: client.email });
  });
});
