import { describe, it, expect } from 'vitest';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import type { RecordedEvent } from '../../../infra/eventstore/port.ts';
import { projections } from '../../../projections/registry.ts';
import { BatchStore } from '../../../projections/runtime/batch.ts';

let pos = 0n;
function recorded(streamName: string, revision: number, type: string, data: unknown): RecordedEvent {
  pos += 1n;
  return { id: `e${pos}`, streamName, revision, position: { commit: pos, prepare: pos }, type, data, metadata: {}, createdAt: '2026-11-22T10:00:00.000Z' };
}

const reg = (id: string, email: string) => ({
  userId: id, email, firstName: 'F', lastName: 'L', displayName: 'F L', passwordHash: 'h', role: 'user', registeredAt: '2026-11-22T10:00:00.000Z',
});
const events: RecordedEvent[] = [
  recorded('user-u1', 0, 'UserRegistered', reg('u1', 'a@x.io')),
  recorded('user-u2', 0, 'UserRegistered', reg('u2', 'b@x.io')),
  recorded('user-u1', 1, 'SessionStarted', { userId: 'u1', sessionId: 's', familyId: 's', refreshTokenHash: 'x', expiresAt: 'y', startedAt: 'z' }),
  recorded('user-u1', 2, 'UserProfileUpdated', { userId: 'u1', changes: { displayName: 'One' }, updatedAt: '2026-11-22T11:00:00.000Z' }),
  recorded('user-u1', 3, 'UserProfileUpdated', { userId: 'u1', changes: { displayName: 'Two' }, updatedAt: '2026-11-22T12:00:00.000Z' }),
  ...newsletterEvents(),
  ...hiringEvents(),
  ...articleEvents(),
  recorded('siteTexts-about.ar', 0, 'SiteTextRevised', { section: 'about', lang: 'ar', texts: { title: 'عن بوابة' }, restoredFrom: null, by: 'admin', at: '2026-11-23T09:45:00.000Z' }),
  recorded('siteTexts-about.ar', 1, 'SiteTextRevised', { section: 'about', lang: 'ar', texts: { title: 'بوابة' }, restoredFrom: 0, by: 'admin', at: '2026-11-23T09:46:00.000Z' }),
  ...accountEvents(),
  ...consultationEvents(),
  ...conversationEvents(),
  ...marketEvents(),
  recorded('introduction-u1-partner-monshaat', 0, 'IntroductionRequested', {
    introductionId: 'i1', userId: 'u1', partnerId: 'partner-monshaat', partnerName: 'Monsha’at', partnerType: 'public-program', message: null, at: '2026-11-26T10:00:00.000Z',
  }),
  ...partnerEvents(),
];

/** A subscriber through double opt-in to unsubscribing; an issue drafted, revised, sent, one copy sent. */
function newsletterEvents(): RecordedEvent[] {
  const at = '2026-11-23T09:00:00.000Z';
  const hash = 'a'.repeat(64);
  const issue = { issueId: 'i1', subject: 'News', body: '# Hi', language: 'en', by: 'admin', at };
  return [
    recorded(`newsletter-${hash}`, 0, 'NewsletterSubscribed', { subscriptionId: 'a'.repeat(32), email: 'pii1.nl-a-0.x', language: 'en', source: 'footer', subscribedAt: at }),
    recorded(`newsletter-${hash}`, 1, 'NewsletterConfirmationRequested', { subscriptionId: 'a'.repeat(32), nonce: 'n', language: 'en', requestedAt: at }),
    recorded(`newsletter-${hash}`, 2, 'NewsletterConfirmed', { subscriptionId: 'a'.repeat(32), confirmedAt: at }),
    recorded('newsletterIssue-i1', 0, 'NewsletterIssueDrafted', issue),
    recorded('newsletterIssue-i1', 1, 'NewsletterIssueRevised', { ...issue, body: '# Hello' }),
    recorded('newsletterIssue-i1', 2, 'NewsletterIssueSendStarted', { issueId: 'i1', recipients: [hash], by: 'admin', startedAt: at }),
    recorded(`mail-newsletter-issue-i1-${hash}`, 0, 'MailSent', { mailId: `newsletter-issue-i1-${hash}`, attempt: 1, sentAt: at }),
    recorded(`newsletter-${hash}`, 3, 'NewsletterUnsubscribed', { subscriptionId: 'a'.repeat(32), by: 'link', adminId: null, unsubscribedAt: at }),
  ];
}

/** A position opened, revised and closed; an application, its status, its erasure. */
function hiringEvents(): RecordedEvent[] {
  const at = '2026-11-23T09:30:00.000Z';
  const position = { positionId: 'p1', title: 'Analyst', team: 'Research', location: 'Riyadh', employmentType: 'full-time', description: 'Read.', by: 'admin', at };
  const applicant = { name: 'pii1.j1.n', email: 'pii1.j1.e', linkedinUrl: 'pii1.j1.l', coverNote: 'pii1.j1.c' };
  return [
    recorded('position-p1', 0, 'PositionOpened', position),
    recorded('position-p1', 1, 'PositionRevised', { ...position, title: 'Senior analyst' }),
    recorded('jobApplication-j1', 0, 'JobApplicationSubmitted', {
      applicationId: 'j1', positionId: 'p1', positionTitle: 'Senior analyst', ...applicant, cv: { kind: 'pdf', bytes: 10, sha256: 'f' }, language: 'en', submittedAt: at,
    }),
    recorded('jobApplication-j1', 1, 'JobApplicationStatusSet', { applicationId: 'j1', status: 'reviewing', note: null, by: 'admin', at }),
    recorded('position-p1', 2, 'PositionClosed', { positionId: 'p1', by: 'admin', at }),
    recorded('jobApplication-j1', 2, 'JobApplicationErased', { applicationId: 'j1', by: 'admin', at }),
  ];
}

/** An article drafted and published under one slug, renamed to another (the old one redirects), previewed, archived. */
function articleEvents(): RecordedEvent[] {
  const at = '2026-11-23T09:40:00.000Z';
  const who = { articleId: 'a1', by: 'editor', at };
  const content = (slug: string, title: string) => ({ slug, translations: { en: { title, excerpt: 'Where to rent', body: 'Text' } }, tags: ['energy'], author: 'A', coverImage: null });
  return [
    recorded('articleSlug-riyadh-offices', 0, 'ArticleSlugReserved', { slug: 'riyadh-offices', articleId: 'a1', reservedAt: at }),
    recorded('article-a1', 0, 'ArticleDrafted', { ...who, content: content('riyadh-offices', 'Riyadh offices') }),
    recorded('article-a1', 1, 'ArticlePublished', { ...who, scheduled: false }),
    recorded('articleSlug-offices-in-riyadh', 0, 'ArticleSlugReserved', { slug: 'offices-in-riyadh', articleId: 'a1', reservedAt: at }),
    recorded('article-a1', 2, 'ArticleRevised', { ...who, content: content('offices-in-riyadh', 'Offices in Riyadh'), restoredFrom: null }),
    recorded('article-a1', 3, 'ArticlePreviewLinkCreated', { ...who, linkId: 'l1', tokenHash: 'h1', expiresAt: '2026-11-24T09:40:00.000Z' }),
    recorded('article-a1', 4, 'ArticleArchived', who),
  ];
}

/** A fact published, revised, retired and published again; two searches of u1. */
function marketEvents(): RecordedEvent[] {
  const at = '2026-11-23T10:00:00.000Z';
  const item = {
    id: 'energy-share', kind: 'indicator', sectors: ['energy'], title: { en: 'Share', ar: 'حصة' }, body: { en: 'Body', ar: 'نص' },
    source: { publisher: 'GASTAT', title: 'Accounts', url: 'https://www.stats.gov.sa/en' }, asOf: '2025-06-30', verifiedAt: '2026-11-20',
  };
  const ref = { factId: 'energy-share', file: 'a.json', at };
  const search = (searchId: string, query: string) => ({ searchId, userId: 'u1', month: '2026-11', query, industry: null, searchType: 'all', total: 1, at });
  return [
    recorded('fact-energy-share', 0, 'FactPublished', { ...ref, hash: 'h1', item }),
    recorded('fact-energy-share', 1, 'FactRevised', { ...ref, hash: 'h2', item: { ...item, value: 2 } }),
    recorded('fact-energy-share', 2, 'FactRetired', ref),
    recorded('fact-energy-share', 3, 'FactPublished', { ...ref, hash: 'h2', item: { ...item, value: 2 } }),
    recorded('marketSearches-u1-2026-11', 0, 'MarketSearched', search('q1', 'vat')),
    recorded('marketSearches-u1-2026-11', 1, 'MarketSearched', search('q2', 'zakat')),
  ];
}

/** A public body published, revised and retired; a firm applying, approved, verified; another rejected. */
function partnerEvents(): RecordedEvent[] {
  const at = '2026-11-23T11:00:00.000Z';
  const item = {
    id: 'partner-body', kind: 'program', sectors: [], title: { en: 'Body', ar: 'جهة' }, body: { en: 'Centres in Riyadh.', ar: 'نص' },
    source: { publisher: 'MISA', title: 'About', url: 'https://misa.gov.sa/en' }, asOf: '2025-06-30', verifiedAt: '2026-11-20',
  };
  const ref = { factId: 'partner-body', file: 'partners.json', at };
  const firm = (applicationId: string) => ({
    applicationId, name: 'Firm', type: 'law-firm', sectors: ['energy'], cities: ['Riyadh'], languages: ['ar'], services: ['licensing'],
    website: null, contactEmail: `pii1.${applicationId}.x`, appliedAt: at,
  });
  const decision = (applicationId: string) => ({ applicationId, by: 'admin', note: null, at });
  return [
    recorded('fact-partner-body', 0, 'FactPublished', { ...ref, hash: 'h1', item }),
    recorded('fact-partner-body', 1, 'FactRevised', { ...ref, hash: 'h2', item: { ...item, sectors: ['energy'] } }),
    recorded('fact-partner-body', 2, 'FactRetired', ref),
    recorded('partnerApplication-p1', 0, 'PartnerApplied', firm('p1')),
    recorded('partnerApplication-p1', 1, 'PartnerApproved', decision('p1')),
    recorded('partnerApplication-p1', 2, 'PartnerVerified', { applicationId: 'p1', by: 'admin', verified: true, at }),
    recorded('partnerApplication-p2', 0, 'PartnerApplied', firm('p2')),
    recorded('partnerApplication-p2', 1, 'PartnerRejected', { ...decision('p2'), note: 'Unknown firm' }),
  ];
}

/** A conversation with a message, its reply, a rename, a star and its deletion; one recent search. */
function conversationEvents(): RecordedEvent[] {
  const routing = { conversationId: 'c1', participantIds: ['u1'], featureType: 'legal' };
  const at = '2026-11-23T10:00:00.000Z';
  const message = (messageId: string, role: string, inReplyTo: string | null) => ({
    ...routing, messageId, clientMessageId: null, role, authorId: role === 'user' ? 'u1' : null, content: 'text', metadata: null, inReplyTo, postedAt: at,
  });
  return [
    recorded('conversation-c1', 0, 'ConversationStarted', { ...routing, ownerId: 'u1', title: 'VAT', startedAt: at }),
    recorded('conversation-c1', 1, 'MessagePosted', message('m1', 'user', null)),
    recorded('conversation-c1', 2, 'MessagePosted', message('m2', 'assistant', 'm1')),
    recorded('conversation-c1', 3, 'ConversationRenamed', { ...routing, title: 'VAT rate', at }),
    recorded('conversation-c1', 4, 'ConversationStarred', { ...routing, isStarred: true, at }),
    recorded('conversation-c2', 0, 'ConversationStarted', { ...routing, conversationId: 'c2', ownerId: 'u1', title: 'Gone', startedAt: at }),
    recorded('conversation-c2', 1, 'ConversationDeleted', { ...routing, conversationId: 'c2', by: 'u1', at }),
    recorded('recentSearch-s1', 0, 'SearchRecorded', { searchId: 's1', userId: 'u1', query: 'vat', feature: 'legal', searchedAt: at }),
  ];
}

/** An expert's profile and one booking with the user u1, through to its review. */
function consultationEvents(): RecordedEvent[] {
  const day = { mon: [{ from: '09:00', to: '17:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
  const profile = { displayName: 'Dr E', headline: 'h', bio: 'b', languages: ['en'], topics: ['market-entry'], timeZone: 'Asia/Riyadh', weekly: day, datesOff: [], minNoticeHours: 24, bufferMinutes: 15, horizonDays: 30 };
  const by = { id: 'u1', role: 'user' };
  const at = (h: number) => `2026-11-23T${String(h).padStart(2, '0')}:00:00.000Z`;
  const booking = { bookingId: 'b1', by, at: at(9), userId: 'u1', expertId: 'x1', expertName: 'Dr E', topic: 'market-entry', duration: 30, start: at(12), end: at(13), answers: {}, notes: null, allowanceMonth: '2026-11' };
  return [
    recorded('expert-x1', 0, 'ExpertProfileUpdated', { expertId: 'x1', profile, updatedAt: at(8) }),
    recorded('booking-b1', 0, 'BookingConfirmed', booking),
    recorded('booking-b1', 1, 'BookingRescheduled', { bookingId: 'b1', by, at: at(10), start: at(14), end: at(15), previousStart: at(12) }),
    recorded('booking-b1', 2, 'BookingOutcomeRecorded', { bookingId: 'b1', by: { id: 'x1', role: 'expert' }, at: at(16), status: 'completed', notes: null }),
    recorded('booking-b1', 3, 'BookingReviewed', { bookingId: 'b1', by, at: at(17), expertId: 'x1', rating: 5, comment: 'good' }),
    recorded('expert-x1', 1, 'ExpertProfileUpdated', { expertId: 'x1', profile: { ...profile, headline: 'h2' }, updatedAt: at(18) }),
  ];
}

/** The plan and business-profile streams of u1, which the users read model joins by their own revisions. */
function accountEvents(): RecordedEvent[] {
  const plan = (tier: string, billingPeriod: string | null, at: string) => ({
    userId: 'u1', tier, billingPeriod, promoCode: null, startDate: at, previousTier: 'free', source: 'user', changedAt: at,
  });
  const profile = { companyName: 'Acme', country: 'DE', industry: 'energy', companySize: '1-10', website: null, goals: [], timeline: '0-3m', services: [], package: null };
  return [
    recorded('subscription-u1', 0, 'SubscriptionChanged', plan('starter', 'monthly', '2026-11-22T13:00:00.000Z')),
    recorded('businessProfile-u1', 0, 'BusinessOnboardingCompleted', { userId: 'u1', profile, completedAt: '2026-11-22T13:00:00.000Z' }),
    recorded('subscription-u1', 1, 'SubscriptionChanged', plan('professional', 'yearly', '2026-11-22T14:00:00.000Z')),
    recorded('businessProfile-u1', 1, 'BusinessProfileUpdated', { userId: 'u1', changes: { companyName: 'Acme KG' }, updatedAt: '2026-11-22T14:00:00.000Z' }),
    recorded('businessProfile-u1', 2, 'WelcomeEmailRequested', { userId: 'u1', email: 'a@x.io', language: 'en', requestedAt: '2026-11-22T15:00:00.000Z' }),
  ];
}
const firstPlan = events.find((e) => e.streamName === 'subscription-u1')!;
const firstProfile = events.find((e) => e.streamName === 'businessProfile-u1')!;

async function project(sequence: RecordedEvent[]) {
  const store = new EmbeddedReadStore();
  for (const p of projections) await p.setup?.(store);
  for (const e of sequence) for (const p of projections) if (p.eventTypes.has(e.type)) await p.apply(e, store);
  return store.exportState();
}

/** As replay does it: one page, every projection's writes queued and written in one bulk write. */
async function projectBatched(sequence: RecordedEvent[]) {
  const store = new EmbeddedReadStore();
  for (const p of projections) await p.setup?.(store);
  for (const p of projections) {
    const batch = new BatchStore(store);
    for (const e of sequence) if (p.eventTypes.has(e.type)) await p.apply(e, batch);
    await batch.flush();
  }
  return store.exportState();
}

describe('projections are idempotent', () => {
  it('cover every registered projection with events of its own', () => {
    for (const p of projections) expect(events.some((e) => p.eventTypes.has(e.type)), p.name).toBe(true);
  });

  it('give the same read models when every event is applied twice, each projection on its own', async () => {
    const once = await project(events);
    for (const p of projections) {
      const doubled = events.filter((e) => p.eventTypes.has(e.type)).flatMap((e) => [e, e]);
      const others = events.filter((e) => !p.eventTypes.has(e.type));
      expect(await project([...doubled, ...others].sort((a, b) => Number(a.position.commit - b.position.commit))), p.name).toEqual(once);
    }
  });

  it('give the same read models when every event is applied twice within one batched page', async () => {
    const once = await project(events);
    expect(await projectBatched(events)).toEqual(once);
    expect(await projectBatched(events.flatMap((e) => [e, e]))).toEqual(once);
    expect(await projectBatched([...events, ...events])).toEqual(once);
  });

  it('give the same read models when every event is applied twice in a row', async () => {
    expect(await project(events.flatMap((e) => [e, e]))).toEqual(await project(events));
  });

  it('give the same read models when the whole log is replayed on top of itself', async () => {
    expect(await project([...events, ...events])).toEqual(await project(events));
  });

  it('ignore an older event delivered again after newer ones', async () => {
    expect(await project([...events, events[3]!, events[0]!])).toEqual(await project(events));
  });

  it('ignore an older plan or profile event delivered again after newer ones', async () => {
    expect(await project([...events, firstPlan, firstProfile])).toEqual(await project(events));
  });

  it('show the latest plan and business profile in the user, subscription and profile read models', async () => {
    const state = await project(events);
    expect(state.users?.docs.find((d) => d._id === 'u1')).toMatchObject({
      subscriptionTier: 'professional',
      subscriptionBillingPeriod: 'yearly',
      businessInfoCompleted: true,
      _rev: 3,
      _revs: { subscription: 1, businessProfile: 0 },
    });
    expect(state.users?.docs.find((d) => d._id === 'u2')).toMatchObject({ subscriptionTier: 'free', businessInfoCompleted: false });
    expect(state.subscriptions?.docs).toEqual([expect.objectContaining({ _id: 'u1', tier: 'professional', _rev: 1 })]);
    expect(state.businessProfiles?.docs).toEqual([
      expect.objectContaining({ _id: 'u1', companyName: 'Acme KG', welcomeEmailRequestedAt: '2026-11-22T15:00:00.000Z', _rev: 2 }),
    ]);
  });

  it('show the latest profile change', async () => {
    const state = await project(events);
    expect(state.users?.docs.find((d) => d._id === 'u1')).toMatchObject({ displayName: 'Two', _rev: 3 });
  });
});
