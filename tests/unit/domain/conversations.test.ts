import { describe, expect, it } from 'vitest';
import { conversationDecider, needsReply, evolveConversation, initialConversationState } from '../../../domain/conversations/decider.ts';
import type { ConversationEvent, MessagePosted } from '../../../domain/conversations/conversation.ts';
import { cutTitle } from '../../../domain/conversations/conversation.ts';
import { recentSearchDecider } from '../../../domain/conversations/searches.ts';
import { noSourcedAnswerer, topicFor } from '../../../domain/conversations/answerer.ts';
import '../../../domain/events.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const now = '2026-11-23T10:00:00.000Z';
const later = '2026-11-23T10:05:00.000Z';
const id = 'c1';
const owner = { id: 'u1', admin: false };
const stranger = { id: 'u9', admin: false };
const admin = { id: 'a1', admin: true };
const routing = { conversationId: id, participantIds: ['u1'], featureType: 'legal' as const };
const expertRouting = { conversationId: id, participantIds: ['u1', 'e1'], featureType: 'expert' as const };

const started: ConversationEvent = { type: 'ConversationStarted', data: { ...routing, ownerId: 'u1', title: 'VAT', startedAt: now } };
const expertStarted: ConversationEvent = { type: 'ConversationStarted', data: { ...expertRouting, ownerId: 'u1', title: 'Booking', startedAt: now } };
const posted = (messageId: string, extra: Partial<MessagePosted['data']> = {}): MessagePosted => ({
  type: 'MessagePosted',
  data: { ...routing, messageId, clientMessageId: null, role: 'user', authorId: 'u1', content: 'What is the VAT rate?', metadata: null, inReplyTo: null, postedAt: now, ...extra },
});
const post = (by = owner, role: 'user' | 'assistant' | 'system' | 'expert' = 'user', messageId = 'm1') =>
  ({ type: 'PostMessage', data: { by, role, messageId, clientMessageId: null, content: 'What is the VAT rate?', metadata: null, now } }) as const;
const reply = (inReplyTo = 'm1') =>
  ({ type: 'PostServerMessage', data: { messageId: 'r1', clientMessageId: null, role: 'assistant', content: 'No sourced answer', metadata: '{"citations":[]}', inReplyTo, now } }) as const;

describe('conversation decider', () => {
  const given = deciderSpec(conversationDecider(id));

  it('starts a conversation with its title cut to 255 characters and the first message', () =>
    given([])
      .when({ type: 'StartConversation', data: { conversationId: id, ownerId: 'u1', participantIds: ['u1'], featureType: 'legal', title: 'x'.repeat(300), initialMessage: { messageId: 'm1', clientMessageId: null, content: 'What is the VAT rate?', metadata: null }, now } })
      .then([
        { type: 'ConversationStarted', data: { ...routing, ownerId: 'u1', title: 'x'.repeat(255), startedAt: now } },
        posted('m1'),
      ]));

  it('starts once: a repeated start (a retried booking) changes nothing', () =>
    given([started]).when({ type: 'StartConversation', data: { conversationId: id, ownerId: 'u1', participantIds: ['u1'], featureType: 'legal', title: 'VAT', initialMessage: null, now } }).thenNothingHappens());

  it('stores a message once: a retried id is the same message', () => given([started, posted('m1')]).when(post()).thenNothingHappens());
  it('stores a new message', () => given([started]).when(post()).then([posted('m1')]));
  it('takes a retried id with other words as the stored message: nothing new is stored', () =>
    given([started, posted('m1')])
      .when({ type: 'PostMessage', data: { ...post().data, content: 'Who is the king?', clientMessageId: 'offline_1' } })
      .thenNothingHappens());
  it('hides the conversation from anyone else', () => given([started]).when(post(stranger)).thenThrows('NOT_FOUND'));
  it('does not know a conversation that was never started', () => given([]).when(post()).thenThrows('NOT_FOUND'));
  it('never lets a client post as the assistant', () => given([started]).when(post(owner, 'assistant')).thenThrows('FORBIDDEN', { role: 'assistant' }));
  it('keeps the owner to the user role', () => given([started]).when(post(owner, 'expert')).thenThrows('FORBIDDEN', { allowed: 'user' }));
  it('lets the expert of a booking write as expert', () =>
    given([expertStarted])
      .when(post({ id: 'e1', admin: false }, 'expert', 'm2'))
      .then([{ type: 'MessagePosted', data: { ...expertRouting, messageId: 'm2', clientMessageId: null, role: 'expert', authorId: 'e1', content: 'What is the VAT rate?', metadata: null, inReplyTo: null, postedAt: now } }]));
  it('lets admins read an expert chat but not write in it', () => given([expertStarted]).when(post(admin, 'user')).thenThrows('FORBIDDEN'));
  it('hides an assistant conversation from admins', () => given([started]).when(post(admin, 'user')).thenThrows('NOT_FOUND'));

  it('renames and stars only what changed', () =>
    given([started])
      .when({ type: 'UpdateConversation', data: { by: owner, title: 'VAT', isStarred: true, now: later } })
      .then([{ type: 'ConversationStarred', data: { ...routing, isStarred: true, at: later } }]));
  it('renames with the cut title', () =>
    given([started])
      .when({ type: 'UpdateConversation', data: { by: owner, title: 'y'.repeat(256), now: later } })
      .then([{ type: 'ConversationRenamed', data: { ...routing, title: 'y'.repeat(255), at: later } }]));
  it('lets only the owner change it', () =>
    given([expertStarted]).when({ type: 'UpdateConversation', data: { by: { id: 'e1', admin: false }, isStarred: true, now } }).thenThrows('FORBIDDEN'));

  it('deletes once', () => {
    const deleted: ConversationEvent = { type: 'ConversationDeleted', data: { ...routing, by: 'u1', at: later } };
    given([started]).when({ type: 'DeleteConversation', data: { by: owner, now: later } }).then([deleted]);
    given([started, deleted]).when({ type: 'DeleteConversation', data: { by: owner, now: later } }).thenNothingHappens();
    given([started, deleted]).when(post()).thenThrows('CONFLICT');
    given([started, deleted]).when({ type: 'DeleteConversation', data: { by: stranger, now: later } }).thenThrows('NOT_FOUND');
  });

  it('appends one assistant reply per question, never two', () => {
    const replied = posted('r1', { role: 'assistant', authorId: null, content: 'No sourced answer', metadata: '{"citations":[]}', inReplyTo: 'm1' });
    given([started, posted('m1')]).when(reply()).then([replied]);
    given([started, posted('m1'), replied]).when({ ...reply(), data: { ...reply().data, messageId: 'r2' } }).thenNothingHappens();
  });
  it('answers only user messages of its own conversation', () => given([started]).when(reply('nope')).thenThrows('NOT_FOUND'));
  it('gives expert chats no assistant', () => given([expertStarted, posted('m1')]).when(reply()).thenThrows('CONFLICT'));

  it('tells which user messages still wait for a reply', () => {
    const fold = (events: ConversationEvent[]) => events.reduce(evolveConversation, initialConversationState());
    expect(needsReply(fold([started, posted('m1')]), 'm1')).toBe(true);
    expect(needsReply(fold([started, posted('m1'), posted('r1', { role: 'assistant', authorId: null, inReplyTo: 'm1' })]), 'm1')).toBe(false);
    expect(needsReply(fold([expertStarted, posted('m1')]), 'm1')).toBe(false);
  });
});

describe('titles', () => {
  it('cuts by characters without splitting an emoji', () => {
    const title = `${'a'.repeat(254)}😀😀`;
    expect(cutTitle(title)).toBe(`${'a'.repeat(254)}😀`);
  });
});

describe('recent search decider', () => {
  const given = deciderSpec(recentSearchDecider);
  const data = { searchId: 's1', userId: 'u1', query: 'renew licence', feature: 'legal' as const };
  const recorded = { type: 'SearchRecorded' as const, data: { ...data, searchedAt: now } };
  it('records a search', () => given([]).when({ type: 'RecordSearch', data: { ...data, query: '  renew licence ', now } }).then([recorded]));
  it('records a retried search once', () => given([recorded]).when({ type: 'RecordSearch', data: { ...data, now } }).thenNothingHappens());
});

describe('default answerer', () => {
  it('says it has no sourced answer, cites nothing and offers the matching consultation', async () => {
    const answer = await noSourcedAnswerer.answer({ question: 'What VAT do I pay?', feature: 'legal', profile: { industry: null, country: null, language: 'en' }, askedAt: '2026-11-26T12:00:00.000Z' });
    expect(answer.content).toMatch(/don't have a sourced answer/);
    expect(answer.citations).toEqual([]);
    expect(answer.consultation).toEqual({ topicId: 'taxation', title: 'Taxation' });
    // The topic's follow-ups are the expert's questions to the client: never offered as the client's next question.
    expect(answer.suggestions).toBeUndefined();
  });
  it('falls back to the feature topic', () => expect(topicFor('Where do I start?', 'partners')).toBe('local-partners'));
  it('matches topic words whole, so "taxi" is not a tax question and "taxes" is', () => {
    expect(topicFor('How much does a taxi licence cost?', 'market')).toBe('business-setup');
    expect(topicFor('How much does a taxi cost?', 'market')).toBe('market-entry');
    expect(topicFor('Which taxes apply?', 'market')).toBe('taxation');
    expect(topicFor('Is it taxable?', 'market')).toBe('taxation');
    expect(topicFor('Where do agents meet?', 'legal')).toBe('local-partners');
    expect(topicFor('Do I need an agenda?', 'legal')).toBe('regulatory-compliance');
    expect(topicFor('ما نسبة الضريبة؟', 'market')).toBe('taxation');
    expect(topicFor('هل أحتاج إلى شريك؟', 'market')).toBe('local-partners');
  });
  it('tells a person writing in another language that it answers English or Arabic, in their language', async () => {
    const fr = await noSourcedAnswerer.answer({ question: 'Quel est le taux de TVA ?', feature: 'market', profile: { industry: null, country: null, language: 'fr' }, askedAt: '2026-11-26T12:00:00.000Z' });
    expect(fr.content).toMatch(/^Je peux répondre aux questions posées en anglais ou en arabe\./);
    const ar = await noSourcedAnswerer.answer({ question: 'ما نسبة الضريبة؟', feature: 'market', profile: { industry: null, country: null, language: 'ar' }, askedAt: '2026-11-26T12:00:00.000Z' });
    expect(ar.content).toMatch(/^ليست لدي إجابة/);
  });
});
