import { describe, it, expect } from 'vitest';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import type { RecordedEvent } from '../../../infra/eventstore/port.ts';
import { projections } from '../../../projections/registry.ts';

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
  recorded('newsletter-abc', 0, 'NewsletterSubscribed', { email: 'a@x.io' }),
];

async function project(sequence: RecordedEvent[]) {
  const store = new EmbeddedReadStore();
  for (const p of projections) await p.setup?.(store);
  for (const e of sequence) for (const p of projections) if (p.eventTypes.has(e.type)) await p.apply(e, store);
  return store.exportState();
}

describe('projections are idempotent', () => {
  it('give the same read models when every event is applied twice in a row', async () => {
    expect(await project(events.flatMap((e) => [e, e]))).toEqual(await project(events));
  });

  it('give the same read models when the whole log is replayed on top of itself', async () => {
    expect(await project([...events, ...events])).toEqual(await project(events));
  });

  it('ignore an older event delivered again after newer ones', async () => {
    expect(await project([...events, events[3]!, events[0]!])).toEqual(await project(events));
  });

  it('show the latest profile change', async () => {
    const state = await project(events);
    expect(state.users?.docs.find((d) => d._id === 'u1')).toMatchObject({ displayName: 'Two', _rev: 3 });
  });
});
