import type { DomainEvent } from './decider.ts';

/**
 * Which fields of which events hold personal data, for crypto-shredding (issue 8, issue 22). Paths
 * go into the event's data; `*` stands for every element of an array or value of a record.
 * tests/unit/domain/personalFields.test.ts walks every declared event schema and fails on any text
 * field that is in neither table, so a new field is a decision, never an oversight.
 *
 * SEALED: sealed with a person's key when the event is decided (`pii1.<personId>.…`), opened with
 * it when read; erasing the person's key leaves them unreadable in the log, its backups, replays
 * and any read model that keeps them sealed. Whose key, per area: a user's own data with the
 * user's; everything written about a booking (by the user, the expert or an admin) with the
 * booking user's; an expert's profile with the expert's; a partner or job application, a
 * newsletter subscription and an anonymous contact message with a key of their own.
 */
export const SEALED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  UserRegistered: ['email', 'firstName', 'lastName', 'displayName'],
  UserRegisteredViaProvider: ['email', 'firstName', 'lastName', 'displayName', 'subject', 'picture'],
  UserProfileUpdated: ['changes.firstName', 'changes.lastName', 'changes.displayName'],
  ProviderLinked: ['subject', 'picture'],
  MailRequested: ['to'],
  // The TOTP secret: sealed like personal data, so the log never holds it and erasure destroys it.
  MfaEnrolled: ['secret'],
  // An admin's search text in a users export may name someone: sealed with the admin's key.
  UsersExported: ['filters.q'],
  BusinessOnboardingCompleted: ['profile.companyName', 'profile.website', 'profile.goals.*', 'profile.services.*'],
  BusinessProfileUpdated: ['changes.companyName', 'changes.website', 'changes.goals.*', 'changes.services.*'],
  ExpertProfileUpdated: ['profile.displayName', 'profile.headline', 'profile.bio'],
  BookingRequested: ['answers.*', 'notes'],
  BookingConfirmed: ['answers.*', 'notes'],
  BookingRescheduleRequested: ['reason'],
  BookingRescheduled: ['notes'],
  BookingCancelled: ['reason'],
  BookingOutcomeRecorded: ['notes'],
  BookingReviewed: ['comment'],
  // An admin's reason for refusing an upgrade is about the user's business: sealed with the user's key.
  UpgradeRejected: ['reason'],
  ContactMessageReceived: ['name', 'email', 'company', 'subject', 'message'],
  ConversationStarted: ['title'],
  ConversationRenamed: ['title'],
  MessagePosted: ['content', 'metadata'],
  SearchRecorded: ['query'],
  MarketSearched: ['query'],
  PartnerApplied: ['name', 'website', 'services.*', 'contactEmail'],
  JobApplicationSubmitted: ['name', 'email', 'linkedinUrl', 'coverNote'],
  JobApplicationStatusSet: ['note'],
  NewsletterSubscribed: ['email'],
};

/** Copies of a value sealed elsewhere, stored as that ciphertext (never sealed twice). */
export const COPIED_SEALED_FIELDS: Readonly<Record<string, readonly string[]>> = {
  // The address sealed in the user's stream, copied for the mail outbox.
  WelcomeEmailRequested: ['email'],
  // The expert's display name as sealed in their profile, so erasing the expert blanks it here too.
  BookingConfirmed: ['expertName'],
  // Sealed with the asking user's key by the command itself (commands/partners/introductions.ts).
  IntroductionRequested: ['message'],
};

/**
 * Text fields that hold no personal data, with the reason. A key `Type` covers every text field
 * of the event; `Type.path` one field, or every field under it. Ids, timestamps and hashes need no entry: see MACHINE_VALUE.
 */
export const NOT_PERSONAL: Readonly<Record<string, string>> = {
  ArticleDrafted: 'editorial content written to be published; the byline is the published author name',
  ArticleRevised: 'editorial content written to be published; the byline is the published author name',
  FactPublished: 'public market knowledge imported from the knowledge files',
  FactRevised: 'public market knowledge imported from the knowledge files',
  MarketReportGenerated: 'built from public facts and listed partners only; no text of the user goes in (tests/unit/market)',
  NewsletterIssueDrafted: 'an editorial newsletter issue',
  NewsletterIssueRevised: 'an editorial newsletter issue',
  PositionOpened: 'a job offer the company publishes',
  PositionRevised: 'a job offer the company publishes',
  SiteTextRevised: 'editable texts of the public site',
  BookingRejected: 'the refusal of a booking request: an error code, its fixed message and machine details (start, expert id, topic, limits)',
  RequestAnswered: "how an Idempotency-Key request was answered: method and path, a refusal's code, fixed message and machine details; never the body",
  'IntroductionRequested.partnerName': 'the listed partner organisation, as published',
  'IntroductionRequested.partnerType': 'a partner type code',
  'PaymentFailed.currency': 'an ISO 4217 currency code',
  'PaymentSucceeded.currency': 'an ISO 4217 currency code',
  'PaymentSucceeded.paidUntil': 'a date',
  'SubscriptionChanged.paidUntil': 'a date',
  'UpgradeApproved.approvedBy': "the deciding admin's user id",
  'UpgradeRejected.rejectedBy': "the deciding admin's user id",
  'UpgradeRequested.promoCode': 'a published promo code, checked against the list',
  'AuditExported.subject': 'user:<id> or booking:<id>',
  'AuditExported.filters.actor': 'a user id or "system"',
  'AuditExported.filters.type': 'an event type name',
  'AuditExported.filters.from': 'a date',
  'AuditExported.filters.to': 'a date',
  'UsersExported.filters.role': 'a role name',
  'UsersExported.filters.tier': 'a tier id',
  'UsersExported.filters.sort': 'a sort key',
  'BusinessOnboardingCompleted.profile.country': 'an ISO 3166-1 alpha-2 code (validated)',
  'BusinessProfileUpdated.changes.country': 'an ISO 3166-1 alpha-2 code (validated)',
  'ExpertProfileUpdated.profile.languages.*': 'language codes',
  'ExpertProfileUpdated.profile.weekly': 'weekly availability, HH:MM intervals',
  'ExpertProfileUpdated.profile.datesOff.*': 'YYYY-MM-DD',
  'MailRequested.sealed': "a code or link sealed with the server's mail key; the name is read from the person's stream when sending",
  'MailSendFailed.error': 'the transport error, with addresses redacted before it is recorded (infra/mail/outbox.ts)',
  'MailAbandoned.error': 'the transport error or reason, with addresses redacted before it is recorded (infra/mail/outbox.ts)',
  'NewsletterSubscribed.source': 'the form the subscription came from (e.g. "website")',
  'NewsletterIssueSendStarted.recipients.*': 'sha256 of each address, the name of its newsletter stream (see DECISIONS, issue 22)',
  'JobApplicationSubmitted.positionTitle': 'the title of the published position',
  'PartnerApplied.cities.*': 'cities a firm works in, shown in the public directory',
  'PartnerApplied.languages.*': 'language codes',
  'PartnerApproved.note': "an admin's reason for a listing decision about a firm, kept as the record of why",
  'PartnerRejected.note': "an admin's reason for a listing decision about a firm, kept readable after the rejection shreds the firm's data",
  'ProjectionMaintenanceRequested.target': 'a projection name or a parked event id',
  'SubscriptionChanged.promoCode': 'a promotion code from the fixed list',
  'SubscriptionChanged.startDate': 'a date',
  'MessagePosted.inReplyTo': 'a message id',
};

/** Field names that only ever hold ids, times, hashes, codes or names of files and slugs. */
export const MACHINE_VALUE = /^(.*Id|.*Ids|id|ids|by|at|.*At|.*Month|month|day|start|end|previousStart|until|slug|file|hash|.*Hash|.*Hashes|sha256|nonce|language|lang|timeZone)$/;

const split = (table: Readonly<Record<string, readonly string[]>>) =>
  new Map(Object.entries(table).map(([type, paths]) => [type, paths.map((p) => p.split('.'))]));
const SEALED_PATHS = split(SEALED_FIELDS);

function mapAt(data: unknown, path: readonly string[], at: number, fn: (value: string) => string): unknown {
  if (at === path.length) return typeof data === 'string' ? fn(data) : data;
  if (typeof data !== 'object' || data === null) return data;
  const head = path[at]!;
  if (head === '*') {
    if (Array.isArray(data)) return data.map((v) => mapAt(v, path, at + 1, fn));
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, mapAt(v, path, at + 1, fn)]));
  }
  const value = (data as Record<string, unknown>)[head];
  if (value === undefined || value === null) return data;
  return { ...(data as Record<string, unknown>), [head]: mapAt(value, path, at + 1, fn) };
}

/** The event with `fn` applied to each of its sealed fields (sealing or opening them). */
export function mapPersonalFields<E extends DomainEvent>(event: E, fn: (value: string) => string): E {
  const paths = SEALED_PATHS.get(event.type);
  if (!paths) return event;
  return { ...event, data: paths.reduce<unknown>((data, path) => mapAt(data, path, 0, fn), event.data) } as E;
}
