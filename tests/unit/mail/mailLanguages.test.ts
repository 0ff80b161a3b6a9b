import { describe, expect, it } from 'vitest';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SUPPORTED_LANGUAGES } from '../../../contracts/languages.ts';
import { CREDENTIAL_CHANGES } from '../../../domain/users/credentials.ts';
import { topicsIn } from '../../../domain/consultations/topicTexts.ts';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import { createLogger } from '../../../infra/logger.ts';
import { bookingDeliveries } from '../../../infra/mail/bookingDeliveries.ts';
import { createMailer } from '../../../infra/mail/mailer.ts';
import { renderIssue } from '../../../infra/mail/newsletterCopy.ts';
import { renderMail, templateLanguage, type TemplateName } from '../../../infra/mail/templates.ts';
import { ensurePersonKey, sealFor } from '../../../infra/security/personalData.ts';

/**
 * Issue 17: a German user got every mail in English. Every mail we write is written out in every UI
 * language; only a line that is nothing but a link, a code or a name may read as in English.
 */
const WRITTEN: readonly TemplateName[] = [
  'verification-code',
  'password-reset',
  'registration-attempt',
  'credentials-changed',
  'mfa-code-reused',
  'welcome',
  'booking-confirmed',
  'booking-moved',
  'booking-cancelled',
  'booking-reschedule-requested',
  'booking-reminder',
  'newsletter-confirmation',
  'hiring-application-received',
];
const OTHERS = SUPPORTED_LANGUAGES.filter((l) => l !== 'en');
const START = '2026-11-30T11:00:00.000Z';

const params = {
  name: 'Amal',
  code: '482913',
  link: 'https://bawaba.test/reset-password?token=abc',
  rescheduleLink: 'https://bawaba.test/booking/reschedule?booking=b1',
  unsubscribeLink: 'https://bawaba.test/newsletter?unsubscribe=t',
  topic: 'Taxation',
  when: 'Monday, 30 November 2026 at 14:00',
  whenUtc: '2026-11-30 11:00',
  reason: 'Ill',
  position: 'Market analyst',
  role: 'user',
  change: 'password-changed',
  provider: 'linkedin',
  contactLink: 'https://bawaba.test/contact',
};
const ownValues = new Set(Object.values(params));
/** The visible words, without the isolates that keep a name's direction. */
const plain = (s: string) => s.replace(/[\u2066-\u2069]/g, '');
const linesOf = (text: string) => text.split('\n\n').map(plain);
const htmlAttr = (html: string, name: string) => new RegExp(`<html[^>]* ${name}="([^"]+)"`).exec(html)?.[1];

describe('every mail in every UI language', () => {
  for (const lang of OTHERS) {
    it.each(WRITTEN)(`${lang}: %s is written in ${lang}, with its own subject, language and direction`, (template) => {
      for (const lead of ['1h', '24h']) {
        const english = renderMail(template, 'en', { ...params, lead });
        const mail = renderMail(template, lang, { ...params, lead });
        expect(mail.subject, 'subject').not.toBe(english.subject);
        const englishLines = new Set(linesOf(english.text));
        const leftovers = linesOf(mail.text).filter((line) => englishLines.has(line) && !ownValues.has(line));
        expect(leftovers, 'lines left in English').toEqual([]);
        // Button and quiet link labels are only in the HTML: none may be the English one.
        const labels = (html: string) => [...html.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
        for (const label of labels(mail.html)) expect(labels(english.html), `label ${label}`).not.toContain(label);
        // `language` becomes the Content-Language header (infra/mail/mailer.ts).
        expect(mail.language).toBe(lang);
        expect(htmlAttr(mail.html, 'lang')).toBe(lang);
        expect(htmlAttr(mail.html, 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      }
    });
  }

  it.each(OTHERS)('%s: a credentials-changed notice says each change in the language, without any secret', (lang) => {
    for (const change of CREDENTIAL_CHANGES) {
      const english = renderMail('credentials-changed', 'en', { ...params, change });
      const mail = renderMail('credentials-changed', lang, { ...params, change });
      const [, said] = linesOf(mail.text);
      expect(said, change).toBeTruthy();
      expect(linesOf(english.text), change).not.toContain(said);
      if (change.startsWith('provider')) expect(said, change).toContain('LinkedIn');
      expect(mail.text).not.toContain(params.code);
    }
    const changes = CREDENTIAL_CHANGES.map((change) => linesOf(renderMail('credentials-changed', lang, { ...params, change }).text)[1]);
    expect(new Set(changes).size).toBe(CREDENTIAL_CHANGES.length);
  });

  it('reads a region, a case or a script variant as its UI language, and anything else as English', () => {
    expect(['de-AT', 'DE', 'fr-ca', 'zh-cn', 'zh', 'zh-tw', 'zh-HK', 'zh-Hant', 'pt-BR', 'xx', 'ar-EG'].map(templateLanguage)).toEqual([
      'de',
      'de',
      'fr',
      'zh-CN',
      'zh-CN',
      'zh-TW',
      'zh-TW',
      'zh-TW',
      'pt',
      'en',
      'ar',
    ]);
    expect(renderMail('welcome', 'xx', {}).subject).toBe('Welcome to Bawaba');
  });

  it.each(OTHERS)('%s: a newsletter issue’s footer is in the issue’s language', (lang) => {
    const english = renderIssue({ subject: 'News', body: 'Hello', language: 'en' }, params.unsubscribeLink);
    const issue = renderIssue({ subject: 'News', body: 'Hello', language: lang }, params.unsubscribeLink);
    const footer = (text: string) => text.split('--\n')[1];
    for (const line of footer(issue.text)!.split('\n')) expect(footer(english.text)).not.toContain(line);
    expect(htmlAttr(issue.html, 'dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
  });

  it('says Content-Language in the mail’s language', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'mail-lang-'));
    const mailer = createMailer({ MAIL_FROM: 'Bawaba <no-reply@bawaba.test>', DATA_DIR: dir }, createLogger('silent'));
    await mailer.send({ id: 'm-de', to: 'anna@example.com', ...renderMail('welcome', 'de-DE', {}) });
    const eml = await readFile(join(dir, 'mail', (await readdir(join(dir, 'mail')))[0]!), 'utf8');
    expect(eml).toMatch(/^Content-Language: de$/m);
    mailer.close();
    await rm(dir, { recursive: true });
  });
});

describe('security notices (ASVS 2.2.3, 2.5.5, 2.8.5)', () => {
  it('say what changed and when, and lead to the password reset and to us', () => {
    const mail = renderMail('credentials-changed', 'en', { ...params, change: 'provider-unlinked', when: 'Monday, 30 November 2026 at 11:00:00 UTC' });
    expect(mail.subject).toBe('Your Bawaba sign-in details were changed');
    expect(linesOf(mail.text)).toEqual(
      expect.arrayContaining(['Hello Amal,', 'Sign-in with LinkedIn was disconnected from your Bawaba account.', 'When: Monday, 30 November 2026 at 11:00:00 UTC', params.link]),
    );
    expect(mail.text).toContain(`Contact us: ${params.contactLink}`);
    expect(mail.html).toContain(`<a href="${params.link}"`);
    const reused = renderMail('mfa-code-reused', 'en', params);
    expect(reused.text).toMatch(/two-step sign-in code that had already been used\. The code was refused/);
    expect(reused.text).toContain(`Contact us: ${params.contactLink}`);
  });
});

describe('names and codes keep their own direction', () => {
  it('isolates a Latin name and a code in an Arabic mail', () => {
    const mail = renderMail('verification-code', 'ar', { name: 'John Smith', code: '482913' });
    expect(mail.html).toContain('<bdi>John Smith</bdi>');
    expect(mail.html).toContain('<bdi dir="ltr">482913</bdi>');
    expect(mail.text).toContain('\u2068John Smith\u2069');
    // A code copied from the text part carries no invisible marks.
    expect(mail.text).toMatch(/ 482913$/m);
  });

  it('isolates an Arabic name in a German mail and leaves a Latin one alone', () => {
    expect(renderMail('verification-code', 'de', { name: 'محمد', code: '1' }).text).toContain('Hallo \u2068محمد\u2069,');
    expect(renderMail('verification-code', 'en', { name: 'Amal', code: '1' }).text).toContain('Hello Amal,');
    expect(renderMail('hiring-application-received', 'fr', { name: 'Amal', position: 'محلل سوق' }).html).toContain('<bdi>محلل سوق</bdi>');
  });
});

/** A confirmed booking for a user whose last mail was in `language`, as the outbox would send it. */
async function bookingMailIn(language: string) {
  const events = new SqliteEventStore(':memory:');
  const store = new EmbeddedReadStore();
  const key = await ensurePersonKey(store, 'u-1', new Date());
  const at = '2026-11-20T10:00:00.000Z';
  const registered = { userId: 'u-1', email: sealFor(key, 'u-1', 'anna@example.com'), firstName: sealFor(key, 'u-1', 'Anna'), lastName: sealFor(key, 'u-1', 'B'), displayName: sealFor(key, 'u-1', 'Anna B'), passwordHash: 'h', role: 'user', registeredAt: at };
  const mailRequested = { mailId: 'm-1', userId: 'u-1', to: registered.email, template: 'verification-code', language, sealed: 'x', requestedAt: at };
  await events.append('user-u-1', [{ type: 'UserRegistered', data: registered }, { type: 'MailRequested', data: mailRequested }], { expectedRevision: 'any' });
  const booking = {
    bookingId: 'b-1', by: { id: 'u-1', role: 'user' }, at, userId: 'u-1', expertId: 'e-1', expertName: 'Expert', topic: 'business-setup',
    duration: 30, start: START, end: '2026-11-30T11:30:00.000Z', answers: {}, notes: null, allowanceMonth: '2026-11',
  };
  await events.append('booking-b-1', [{ type: 'BookingConfirmed', data: booking }], { expectedRevision: 'any' });
  const [recorded] = await events.readStream('booking-b-1');
  const deps = { key: randomBytes(32), store, events, appUrl: 'https://bawaba.test' };
  const user = bookingDeliveries(recorded!, deps).find((d) => d.mailId.endsWith('-user'))!;
  const prepared = await user.prepare();
  await events.close();
  if ('unwanted' in prepared) throw new Error(prepared.unwanted);
  return renderMail(user.template, prepared.language, prepared.params);
}

describe('booking mails in the user’s language', () => {
  it.each(OTHERS)('%s: the topic is its title in the language and the time is written the language’s way', async (lang) => {
    const english = await bookingMailIn('en');
    const mail = await bookingMailIn(lang);
    const title = topicsIn(lang).find((t) => t.id === 'business-setup')!.title;
    expect(title).not.toBe('Business Setup');
    expect(mail.text).toContain(title);
    expect(mail.text).not.toContain('Business Setup');
    expect(english.text).toContain('Monday, 30 November 2026');
    expect(mail.text).not.toContain('Monday');
    // Gregorian calendar, Latin digits, Riyadh time (UTC+3) in every language, Arabic included.
    expect(mail.text).toMatch(/2026/);
    expect(mail.text).toMatch(/\b30\b/);
  });

  it('writes the German time the German way', async () => {
    expect((await bookingMailIn('de')).text).toContain('Montag, 30. November 2026 um 14:00');
  });
});
