import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { startServer, type TestServer } from '../support/server.ts';
import { startSmtp, type CaughtMail, type TestSmtp } from '../support/smtp.ts';
import { call, newUser } from '../support/api.ts';
import { grantTier } from '../support/plans.ts';
import { ADMIN, allDayProfile, consultationKit, gridSlot, profileData, type Person } from './bookingsKit.ts';

const APP_URL = 'http://bawaba.test';
const HOUR = 3_600_000;
let smtp: TestSmtp;
let server: TestServer;
let env: Record<string, string>;
let kit: ReturnType<typeof consultationKit>;
let expert: Person;

beforeAll(async () => {
  smtp = await startSmtp();
  env = { RATE_LIMITS: 'off', TEST_CLOCK: 'on', SMTP_URL: smtp.url, APP_URL, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  server = await startServer(env);
  kit = consultationKit(server.url);
  expert = await kit.expert(allDayProfile(['taxation']));
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const api = (method: string, path: string, token?: string, body?: unknown) => call(server.url, method, path, { token, body });

async function book(user: Person, start: string): Promise<string> {
  const res = await api('POST', '/api/bookings', user.token, { duration: 15, start, topic: 'taxation', expertId: expert.id, answers: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.booking.id as string;
}

/** A part of a (nested) multipart mail, decoded; the test SMTP parser reads only the top level. */
function partOf(mail: CaughtMail, type: string): string {
  const part = mail.raw.split(/\r?\n--/).find((p) => new RegExp(`content-type:\\s*${type}`, 'i').test(p));
  if (!part) throw new Error(`no ${type} part in "${mail.subject}"`);
  const at = part.search(/\r?\n\r?\n/);
  const head = part.slice(0, at);
  const raw = part.slice(at).trim();
  if (/base64/i.test(head)) return Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (!/quoted-printable/i.test(head)) return raw;
  return Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
}
const textOf = (mail: CaughtMail) => partOf(mail, 'text/plain');

/** The text/calendar part of a mail, unfolded (RFC 5545 folds lines at 75 octets). */
function calendarOf(mail: CaughtMail): Record<string, string> {
  const lines = partOf(mail, 'text/calendar').replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
  return Object.fromEntries(lines.filter((l) => l.includes(':')).map((l) => [l.slice(0, l.indexOf(':')).split(';')[0]!, l.slice(l.indexOf(':') + 1)]));
}

const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '').slice(0, 15) + 'Z';
const mailsTo = (address: string, subject: RegExp) => smtp.messages.filter((m) => m.to.includes(address) && subject.test(m.subject));

async function advanceTo(target: number): Promise<number> {
  const now = Date.parse((await api('POST', '/api/test/clock', undefined, { advanceMs: 1 })).body.now as string);
  const res = await api('POST', '/api/test/clock', undefined, { advanceMs: Math.max(1, target - now) });
  return Date.parse(res.body.now as string);
}

describe('booking mail', () => {
  it('confirms with a METHOD:REQUEST invite to the user and the expert, with cancel and reschedule links', async () => {
    const user = await kit.customer();
    const start = gridSlot(48);
    const id = await book(user, start);
    const mail = await smtp.waitFor((m) => m.to.includes(user.email) && /confirmed/.test(m.subject));
    const ics = calendarOf(mail);
    expect(ics).toMatchObject({ METHOD: 'REQUEST', UID: `${id}@bawaba`, DTSTART: utc(start), DTEND: utc(new Date(Date.parse(start) + 15 * 60_000).toISOString()), SEQUENCE: '0' });
    expect(textOf(mail)).toContain(`${APP_URL}/booking`);
    expect(textOf(mail)).toContain(`${APP_URL}/booking/reschedule?booking=${id}`);
    const forExpert = await smtp.waitFor((m) => m.to.includes(expert.email) && /confirmed/.test(m.subject) && calendarOf(m).UID === `${id}@bawaba`);
    expect(textOf(forExpert)).not.toContain('/booking/reschedule');
  });

  it('a move sends the same UID with a higher SEQUENCE; a reschedule request and a cancellation (METHOD:CANCEL) are mailed too', async () => {
    const user = await kit.customer();
    const id = await book(user, gridSlot(52));
    const first = calendarOf(await smtp.waitFor((m) => m.to.includes(user.email) && /confirmed/.test(m.subject)));

    expect((await api('POST', `/api/bookings/${id}/request-reschedule`, expert.token, { reason: 'Travelling that day' })).status).toBe(200);
    const asked = await smtp.waitFor((m) => m.to.includes(user.email) && /reschedule/.test(m.subject));
    expect(textOf(asked)).toContain('Travelling that day');
    expect(textOf(asked)).toContain(`${APP_URL}/booking/reschedule?booking=${id}`);

    const moved = gridSlot(56);
    expect((await api('PUT', `/api/bookings/${id}`, user.token, { start: moved })).status).toBe(200);
    const update = calendarOf(await smtp.waitFor((m) => m.to.includes(user.email) && /new time/.test(m.subject)));
    expect(update).toMatchObject({ METHOD: 'REQUEST', UID: first.UID, DTSTART: utc(moved) });
    expect(Number(update.SEQUENCE)).toBeGreaterThan(Number(first.SEQUENCE));

    expect((await api('POST', `/api/bookings/${id}/cancel`, user.token, { reason: 'Plans changed' })).status).toBe(200);
    const cancel = calendarOf(await smtp.waitFor((m) => m.to.includes(user.email) && /cancelled/.test(m.subject)));
    expect(cancel).toMatchObject({ METHOD: 'CANCEL', UID: first.UID, STATUS: 'CANCELLED' });
    expect(Number(cancel.SEQUENCE)).toBeGreaterThan(Number(update.SEQUENCE));
  });

  it('writes to a user in Arabic when they signed up in Arabic', async () => {
    const person = newUser();
    const reg = await call(server.url, 'POST', '/api/auth/register', { body: person, headers: { 'accept-language': 'ar' } });
    const token = reg.body.tokens.accessToken as string;
    const onboarded = await call(server.url, 'POST', '/api/business-profile/complete-onboarding', { token, body: { profileData: { ...profileData, package: 'professional' } } });
    expect(onboarded.status).toBe(200);
    await grantTier(server.url, reg.body.user.id, 'professional', ADMIN);
    await book({ id: reg.body.user.id as string, token, email: person.email, password: person.password }, gridSlot(60));
    const mail = await smtp.waitFor((m) => m.to.includes(person.email) && m.subject === 'تم تأكيد استشارتك في بوابة');
    expect(mail.headers['content-language']).toBe('ar');
  });

  // Runs last: it moves the server's clock a day ahead.
  it('sends the 24 h and 1 h reminders once each, none for a cancelled booking, across a restart', async () => {
    const user = await kit.customer();
    const quitter = await kit.customer();
    const start = gridSlot(30);
    await book(user, start);
    const gone = await book(quitter, gridSlot(31));
    expect((await api('POST', `/api/bookings/${gone}/cancel`, quitter.token, { reason: 'Not needed' })).status).toBe(200);
    // Moved before either of its reminders: they follow the new start only.
    const mover = await kit.customer();
    const shifted = await book(mover, gridSlot(32));
    const newStart = gridSlot(40);
    expect((await api('PUT', `/api/bookings/${shifted}`, mover.token, { start: newStart })).status).toBe(200);
    await smtp.waitFor((m) => m.to.includes(user.email) && /confirmed/.test(m.subject));

    // Scheduled from the log: a restart before the due time loses nothing (the test clock restarts at now).
    await server.stop({ keepData: true });
    server = await startServer({ ...env, DATA_DIR: server.dataDir });
    kit = consultationKit(server.url);

    await advanceTo(Date.parse(start) - 24 * HOUR + 60_000);
    const day = await smtp.waitFor((m) => m.to.includes(user.email) && /24 hours/.test(m.subject));
    expect(textOf(day)).toContain(`${APP_URL}/booking`);
    await smtp.waitFor((m) => m.to.includes(expert.email) && /24 hours/.test(m.subject));

    const now = await advanceTo(Date.parse(start) - HOUR + 60_000);
    await smtp.waitFor((m) => m.to.includes(user.email) && /1 hour/.test(m.subject));
    const moved = await smtp.waitFor((m) => m.to.includes(mover.email) && /24 hours/.test(m.subject));
    expect(textOf(moved)).toContain(`${newStart.slice(0, 10)} ${newStart.slice(11, 16)} UTC`);

    // One more look by the scheduler, then a later mail as the sync point: nothing else was owed.
    await advanceTo(now + 60_000);
    const later = await kit.customer();
    await book(later, gridSlot(3, now));
    await smtp.waitFor((m) => m.to.includes(later.email) && /confirmed/.test(m.subject));
    expect(mailsTo(user.email, /24 hours/)).toHaveLength(1);
    expect(mailsTo(user.email, /1 hour/)).toHaveLength(1);
    expect(mailsTo(quitter.email, /Reminder/)).toEqual([]);
    expect(mailsTo(mover.email, /Reminder/)).toHaveLength(1);
  });
});


