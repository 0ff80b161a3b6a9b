import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InvalidEventError, UnknownEventError, declaredEventTypes, readEvent } from '../../../domain/events.ts';
import { defineEvent, parseEvent } from '../../../domain/shared/eventSchema.ts';
import type { UserEvent } from '../../../domain/users/user.ts';
import type { EmailReservationEvent } from '../../../domain/users/emailReservation.ts';
import type { BusinessProfileEvent } from '../../../domain/businessProfiles/businessProfile.ts';
import type { SubscriptionEvent } from '../../../domain/subscriptions/subscription.ts';
import type { ContactEvent } from '../../../domain/engagement/contact.ts';
import type { NewsletterEvent } from '../../../domain/engagement/newsletter.ts';
import type { NewsletterIssueEvent } from '../../../domain/engagement/newsletterIssue.ts';
import type { PositionEvent } from '../../../domain/hiring/position.ts';
import type { JobApplicationEvent } from '../../../domain/hiring/application.ts';
import type { MailEvent } from '../../../domain/mail/events.ts';
import type { ExpertEvent } from '../../../domain/consultations/expertProfile.ts';
import type { CalendarEvent } from '../../../domain/consultations/calendar.ts';
import type { AllowanceEvent } from '../../../domain/consultations/allowance.ts';
import type { BookingEvent } from '../../../domain/consultations/booking.ts';
import type { RequestKeyEvent } from '../../../domain/requestKeys/requestKey.ts';
import type { ApplicationEvent } from '../../../domain/partners/application.ts';
import type { MatchAllowanceEvent } from '../../../domain/partners/matchAllowance.ts';
import type { IntroductionEvent } from '../../../domain/partners/introduction.ts';
import type { AdminActivityEvent } from '../../../domain/audit/adminActivity.ts';
import { userDecider } from '../../../domain/users/decider.ts';
import { SqliteEventStore } from '../../../infra/eventstore/sqlite.ts';
import { handleCommand, loadState } from '../../../commands/handleCommand.ts';
import { systemContext } from '../../../commands/context.ts';
import { writeSyntheticUsers } from '../../bench/synthetic.ts';

/**
 * Every event type any code appends. A Record over the unions makes this list exhaustive at
 * typecheck time: a new event in a domain union that is missing here fails `npm run typecheck`,
 * and one missing from the registry fails the test below.
 */
type Appended = UserEvent | EmailReservationEvent | BusinessProfileEvent | SubscriptionEvent | ContactEvent | NewsletterEvent | MailEvent
  | ExpertEvent | CalendarEvent | AllowanceEvent | BookingEvent | ApplicationEvent | MatchAllowanceEvent | NewsletterIssueEvent | AdminActivityEvent
  | PositionEvent | JobApplicationEvent | IntroductionEvent | RequestKeyEvent;
const APPENDED: Record<Appended['type'], true> = {
  UserRegistered: true,
  UserProfileUpdated: true,
  SessionFamilyOpened: true,
  PersonalDataErased: true,
  SessionStarted: true,
  SessionRefreshed: true,
  SessionsRevoked: true,
  EmailVerificationCodeIssued: true,
  EmailVerificationFailed: true,
  EmailVerified: true,
  PasswordResetRequested: true,
  PasswordChanged: true,
  UserReauthenticated: true,
  UserRegisteredViaProvider: true,
  ProviderLinked: true,
  ProviderUnlinked: true,
  SignInHandoffIssued: true,
  SignInHandoffRedeemed: true,
  UserRoleChanged: true,
  UserDisabled: true,
  UserEnabled: true,
  MfaEnrolled: true,
  MfaCodeAccepted: true,
  MfaRecoveryCodeUsed: true,
  MailRequested: true,
  EmailReserved: true,
  BusinessOnboardingCompleted: true,
  BusinessProfileUpdated: true,
  WelcomeEmailRequested: true,
  SubscriptionChanged: true,
  UpgradeRequested: true,
  UpgradeApproved: true,
  UpgradeRejected: true,
  DowngradeScheduled: true,
  PaymentSucceeded: true,
  PaymentFailed: true,
  SubscriptionCancelled: true,
  ContactMessageReceived: true,
  NewsletterSubscribed: true,
  NewsletterConfirmationRequested: true,
  NewsletterConfirmed: true,
  NewsletterUnsubscribed: true,
  NewsletterIssueDrafted: true,
  NewsletterIssueRevised: true,
  NewsletterIssueTestRequested: true,
  NewsletterIssueSendStarted: true,
  PositionOpened: true,
  PositionRevised: true,
  PositionClosed: true,
  JobApplicationSubmitted: true,
  JobApplicationStatusSet: true,
  JobApplicationErased: true,
  MailClaimed: true,
  MailSent: true,
  MailSendFailed: true,
  MailAbandoned: true,
  ExpertProfileUpdated: true,
  SlotHeld: true,
  BookingRequested: true,
  RequestAnswered: true,
  BookingRejected: true,
  SlotReleased: true,
  ConsultationAllowanceUsed: true,
  ConsultationAllowanceReturned: true,
  BookingConfirmed: true,
  BookingRescheduleRequested: true,
  BookingRescheduled: true,
  BookingCancelled: true,
  BookingOutcomeRecorded: true,
  BookingReviewed: true,
  PartnerApplied: true,
  PartnerApproved: true,
  PartnerRejected: true,
  PartnerVerified: true,
  PartnerMatchesRequested: true,
  IntroductionRequested: true,
  AuditExported: true,
  UsersExported: true,
  ProjectionMaintenanceRequested: true,
};

const at = '2026-11-23T10:00:00.000Z';
const registered = {
  userId: 'u1',
  email: 'a@example.com',
  firstName: 'Amal',
  lastName: 'Saad',
  displayName: 'Amal Saad',
  passwordHash: '$argon2id$v=19$x',
  role: 'user',
  registeredAt: at,
};

describe('event schemas', () => {
  it('declares every event type that is ever appended', () => {
    const declared = new Set(declaredEventTypes());
    expect(Object.keys(APPENDED).filter((type) => !declared.has(type))).toEqual([]);
  });

  it('reads the benchmark log, which bypasses the commands', async () => {
    const store = new SqliteEventStore(':memory:');
    await writeSyntheticUsers(store, 12, 3);
    const events = await store.readAll({ maxCount: 100 });
    expect(events.map((e) => readEvent(e).data)).toEqual(events.map((e) => e.data));
    await store.close();
  });

  it('runs a v1 event through the upcaster into the current version', () => {
    type Greeting = { type: 'TestGreetingRecorded'; data: { firstName: string; lastName: string; at: string } };
    defineEvent('TestGreetingRecorded', z.object({ firstName: z.string(), lastName: z.string(), at: z.string() }), {
      version: 2,
      upcasters: {
        1: (v1) => {
          const { name, at } = z.object({ name: z.string(), at: z.string() }).parse(v1);
          const [firstName = '', ...rest] = name.split(' ');
          return { firstName, lastName: rest.join(' '), at };
        },
      },
    });
    const v1 = { name: 'Amal Bint Saad', at };
    expect(readEvent<Greeting>({ type: 'TestGreetingRecorded', data: v1, metadata: { v: 1 } })).toEqual({
      type: 'TestGreetingRecorded',
      data: { firstName: 'Amal', lastName: 'Bint Saad', at },
    });
    // Events from before versions carry no `v`: they are version 1.
    expect(readEvent<Greeting>({ type: 'TestGreetingRecorded', data: v1, metadata: {} }).data.lastName).toBe('Bint Saad');
    const v2 = { firstName: 'Amal', lastName: 'Saad', at };
    expect(readEvent<Greeting>({ type: 'TestGreetingRecorded', data: v2, metadata: { v: 2 } }).data).toEqual(v2);
    expect(() => readEvent({ type: 'TestGreetingRecorded', data: v1, metadata: { v: 2 } })).toThrow(InvalidEventError);
  });

  it('refuses to declare a version without an upcaster from each older one', () => {
    expect(() => defineEvent('TestUpcasterMissing', z.object({}), { version: 3, upcasters: { 1: (d) => d } })).toThrow(/needs an upcaster from v2/);
  });

  it('rejects stored data that does not fit, naming the event and the field', () => {
    const bad = { ...registered, role: 'superuser', email: undefined };
    let error: unknown;
    try {
      parseEvent('UserRegistered', bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(InvalidEventError);
    expect((error as InvalidEventError).type).toBe('UserRegistered');
    expect((error as Error).message).toMatch(/^Stored UserRegistered event does not match its schema/);
    expect((error as Error).message).toMatch(/email/);
    expect((error as Error).message).toMatch(/role/);
  });

  it('rejects an event type nobody declared', () => {
    expect(() => parseEvent('UserTeleported', {})).toThrow(UnknownEventError);
  });

  it('stores the schema version and the context with each event, and refuses a corrupt stream', async () => {
    const store = new SqliteEventStore(':memory:');
    await store.append('user-u1', [{ type: 'UserRegistered', data: registered }], { expectedRevision: 'no_stream' });
    const context = systemContext('test', 'corr-1');
    await handleCommand(store, 'user-u1', userDecider, { type: 'Reauthenticate', data: { until: at, now: at } }, { context });
    const [, appended] = await store.readStream('user-u1');
    expect(appended?.metadata).toEqual({ ...context, v: 1 });

    await store.append('user-u2', [{ type: 'UserRegistered', data: { ...registered, userId: 'u2', role: 'root' } }], { expectedRevision: 'no_stream' });
    await expect(loadState(store, 'user-u2', userDecider)).rejects.toThrow(InvalidEventError);
    await store.close();
  });
});

describe('EmailReserved', () => {
  it('reads a v1 reservation, which held the email, as v2 without it', () => {
    const v1 = { email: 'a@example.com', userId: 'u1', method: 'password', reservedAt: at };
    expect(readEvent({ type: 'EmailReserved', data: v1, metadata: {} }).data).toEqual({ userId: 'u1', method: 'password', reservedAt: at });
  });
});
