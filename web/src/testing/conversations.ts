import type { LocalConversation } from '@/lib/offline-conversations.ts';

export const FIXTURE_AT = '2026-11-23T10:00:00.000Z';

/** A conversation as the server and the offline store give it; tests change only what they are about. */
export const conversationFixture = (id: string, over: Partial<LocalConversation> = {}): LocalConversation => ({
  id,
  title: 'What is the VAT rate?',
  featureType: 'legal',
  isStarred: false,
  createdAt: FIXTURE_AT,
  updatedAt: FIXTURE_AT,
  messageCount: 0,
  messages: [],
  ...over,
});
