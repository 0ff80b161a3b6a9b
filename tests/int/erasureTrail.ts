import { expect } from 'vitest';
import { call, newUser, type Json } from '../support/api.ts';
import { reauth } from '../support/admin.ts';
import { grantTier } from '../support/plans.ts';
import { samplePdf } from '../support/files.ts';
import { nearProfile } from './bookingsKit.ts';

/**
 * Issue 22: one person (and one expert) who has written in every free-text field the API takes,
 * each filled with a marker no other test uses, so finding a marker anywhere after the erasure
 * can only mean that field leaked. Also a partner application (rejected) and a job application
 * (erased), whose own erasure paths must leave none of theirs either.
 */
export type Trail = {
  user: { id: string; token: string; password: string };
  expert: { id: string; token: string };
  markers: { user: string[]; expert: string[]; applicants: string[] };
  adminViewBefore: Json;
};

let n = 0;
const markerMaker = () => {
  n += 1;
  const tag = `${Date.now().toString(36)}${n}`;
  const made: string[] = [];
  // Lower case, since addresses and links are stored lower-cased.
  const mark = (what: string) => {
    const marker = `mk${tag}${what.toLowerCase()}`;
    made.push(marker);
    return marker;
  };
  return { made, mark };
};

async function ok(res: Promise<{ status: number; body: Json }>, expected = 200): Promise<Json> {
  const { status, body } = await res;
  expect(status, JSON.stringify(body)).toBe(expected);
  return body;
}

export async function fillEveryPersonalField(base: string, admin: string, adminPassword: string): Promise<Trail> {
  const api = (method: string, path: string, token?: string, body?: unknown) => call(base, method, path, { token, body });
  const u = markerMaker();
  const e = markerMaker();
  const a = markerMaker();

  // The expert: names and a profile that describes them.
  const expertPerson = newUser({ firstName: e.mark('First'), lastName: e.mark('Last') });
  const expertId = (await ok(api('POST', '/api/auth/register', undefined, expertPerson), 201)).user.id as string;
  await reauth(base, admin, adminPassword);
  await ok(api('PUT', `/api/admin/users/${expertId}`, admin, { role: 'expert' }));
  const expertToken = (await ok(api('POST', '/api/auth/login', undefined, { email: expertPerson.email, password: expertPerson.password }))).tokens.accessToken as string;
  const near = nearProfile(['visa-residency']);
  await ok(api('PUT', '/api/experts/me', expertToken, { ...near.profile, displayName: e.mark('Display'), headline: e.mark('Headline'), bio: e.mark('Bio') }));

  // The user: names, the business profile, two bookings with everything that can be written about them.
  const person = newUser({ firstName: u.mark('First'), lastName: u.mark('Last') });
  const registered = await ok(api('POST', '/api/auth/register', undefined, person), 201);
  const userId = registered.user.id as string;
  const token = registered.tokens.accessToken as string;
  await ok(api('PUT', '/api/users/profile', token, { displayName: u.mark('Display') }));
  const profileData = {
    companyName: u.mark('Company'),
    country: 'EG',
    industry: 'trade-distribution',
    companySize: '1-10',
    timeline: '0-3m',
    website: `https://${u.mark('Site')}.example`,
    goals: [u.mark('GoalA'), u.mark('GoalB')],
    services: [u.mark('Service')],
    package: 'enterprise',
  };
  await ok(api('POST', '/api/business-profile/complete-onboarding', token, { profileData }));
  await ok(api('POST', '/api/business-profile/complete-onboarding', token, { profileData: { ...profileData, goals: [...profileData.goals, u.mark('GoalC')] } }));
  // The package is a request until approved (issue 23): the admin grants it, so the person can book.
  await grantTier(base, userId, 'enterprise', async () => admin);

  const book = (start: string) =>
    ok(api('POST', '/api/bookings', token, { duration: 15, start, topic: 'visa-residency', expertId, answers: { 'visa-residency.who': u.mark('Answer') }, notes: u.mark('Notes') }), 201);
  const later = (await book(new Date(Date.parse(near.start) + 30 * 60_000).toISOString())).booking;
  const soon = (await book(near.start)).booking;
  const shown = (await ok(api('GET', `/api/bookings/${later.id}`, token))).booking;
  expect(shown).toMatchObject({ notes: u.made.at(-1), answers: { 'visa-residency.who': u.made.at(-2) } });

  await ok(api('POST', `/api/bookings/${later.id}/request-reschedule`, expertToken, { reason: u.mark('ExpertReason') }));
  await reauth(base, admin, adminPassword);
  await ok(api('PUT', `/api/admin/bookings/${later.id}/status`, admin, { status: 'confirmed', notes: u.mark('AdminNotes') }));
  await ok(api('POST', `/api/bookings/${later.id}/cancel`, token, { reason: u.mark('CancelReason') }));
  expect((await ok(api('GET', `/api/bookings/${later.id}`, token))).booking.statusNote).toBe(u.made.at(-1));

  const chat = `/api/conversations/${soon.conversationId}/messages`;
  await ok(api('POST', chat, token, { content: u.mark('ChatUser') }), 201);
  await ok(api('POST', chat, expertToken, { role: 'expert', content: u.mark('ChatExpert') }), 201);
  await ok(api('POST', '/api/test/clock', undefined, { advanceMs: 3 * 60_000 }));
  await ok(api('POST', `/api/bookings/${soon.id}/outcome`, expertToken, { status: 'completed', notes: u.mark('Outcome') }));
  await ok(api('POST', `/api/bookings/${soon.id}/review`, token, { rating: 5, comment: u.mark('Review') }), 201);

  // The assistant, searches and a signed-in contact message.
  await ok(api('POST', '/api/conversations', token, { title: u.mark('Title'), featureType: 'general', initialMessage: u.mark('Question') }), 201);
  await ok(api('POST', '/api/conversations/searches/recent', token, { query: u.mark('Recent') }), 201);
  await ok(api('POST', '/api/market/search', token, { query: u.mark('Search') }));
  const contact = { name: u.mark('ContactName'), email: `${u.mark('ContactMail')}@example.com`, company: u.mark('ContactCo'), subject: u.mark('Subject'), message: u.mark('Message') };
  await ok(api('POST', '/api/contact', token, contact), 201);

  const adminViewBefore = await ok(api('GET', `/api/admin/users/${userId}`, admin));

  // A firm's application, rejected (which shreds it), and a job application, erased by an admin.
  const partner = {
    name: a.mark('FirmName'),
    type: 'law-firm',
    sectors: ['trade-distribution'],
    cities: ['Riyadh'],
    languages: ['en'],
    services: [a.mark('FirmService')],
    website: `https://${a.mark('firmsite')}.example`,
    contactEmail: `${a.mark('FirmMail')}@example.com`,
  };
  const applied = await ok(api('POST', '/api/partners/apply', undefined, partner), 201);
  await ok(api('POST', `/api/admin/partners/applications/${applied.id}/reject`, admin, { note: 'Not a firm we list' }));

  const position = { title: 'Analyst', team: 'Research', location: 'Riyadh', employmentType: 'full-time', description: 'Read markets.' };
  const positionId = (await ok(api('POST', '/api/admin/hire/positions', admin, position), 201)).position.id as string;
  const form = new FormData();
  const job = { name: a.mark('ApplicantName'), email: `${a.mark('ApplicantMail')}@example.com`, positionId, linkedinUrl: `https://www.linkedin.com/in/${a.mark('In')}`, coverNote: `I would like to join: ${a.mark('Cover')}` };
  for (const [k, v] of Object.entries(job)) form.set(k, v);
  form.set('cv', new Blob([new Uint8Array(samplePdf(a.mark('Cv')))], { type: 'application/pdf' }), 'cv.pdf');
  const jobRes = await fetch(`${base}/api/hire/applications`, { method: 'POST', body: form });
  const jobBody = (await jobRes.json()) as Json;
  expect(jobRes.status, JSON.stringify(jobBody)).toBe(201);
  const jobId = jobBody.id as string;
  await ok(api('PUT', `/api/admin/hire/applications/${jobId}/status`, admin, { status: 'reviewing', note: a.mark('HrNote') }));
  await ok(api('DELETE', `/api/admin/hire/applications/${jobId}`, admin));

  return {
    user: { id: userId, token, password: person.password },
    expert: { id: expertId, token: expertToken },
    markers: { user: u.made, expert: e.made, applicants: a.made },
    adminViewBefore,
  };
}
