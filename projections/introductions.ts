import type { RecordedEvent } from '../infra/eventstore/port.ts';
import type { Doc, ReadStore } from '../infra/readstore/port.ts';
import { INTRODUCTION_EVENT_TYPES, type IntroductionEvent } from '../domain/partners/introduction.ts';
import type { Projection } from './projection.ts';
import { projected } from './events.ts';
import { setGuarded } from './guarded.ts';

export const INTRODUCTIONS = 'introductions';

/** One lead per requested introduction, newest first in the back office. The message stays sealed. */
export type IntroductionDoc = Doc & {
  userId: string;
  partnerId: string;
  partnerName: string;
  partnerType: string;
  message: string | null;
  requestedAt: string;
  _rev: number;
};

export const introductionsProjection: Projection = {
  name: 'introductions',
  version: 1,
  collections: [INTRODUCTIONS],
  eventTypes: new Set<string>(INTRODUCTION_EVENT_TYPES),
  async setup(store) {
    await store.collection(INTRODUCTIONS).createIndex({ requestedAt: -1 });
    await store.collection(INTRODUCTIONS).createIndex({ userId: 1 });
  },
  async apply(recorded: RecordedEvent, store: ReadStore) {
    const { introductionId, userId, partnerId, partnerName, partnerType, message, at } = projected<IntroductionEvent>(recorded).data;
    const fields = { userId, partnerId, partnerName, partnerType, message, requestedAt: at };
    await setGuarded(store.collection<IntroductionDoc>(INTRODUCTIONS), introductionId, recorded.revision, fields);
  },
};
