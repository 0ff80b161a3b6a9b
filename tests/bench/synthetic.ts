import { randomUUID } from 'node:crypto';
import type { EventStore, NewEvent } from '../../infra/eventstore/port.ts';

/**
 * Writes `total` synthetic user events: one registration per user followed by profile updates,
 * so replay exercises both the insert and the guarded-update paths of the users projection.
 */
export async function writeSyntheticUsers(store: EventStore, total: number, eventsPerUser = 5, batch = 1_000): Promise<void> {
  const now = new Date().toISOString();
  let written = 0;
  const pending: { stream: string; events: NewEvent[] }[] = [];
  let user = 0;
  while (written < total) {
    const id = randomUUID();
    const events: NewEvent[] = [
      {
        type: 'UserRegistered',
        data: { userId: id, email: `bench${user}@example.com`, firstName: 'Bench', lastName: `User${user}`, displayName: `Bench User${user}`, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$synthetic', role: 'user', registeredAt: now },
      },
    ];
    for (let i = 1; i < eventsPerUser && written + events.length < total; i++) {
      events.push({ type: 'UserProfileUpdated', data: { userId: id, changes: { displayName: `Bench ${user}.${i}` }, updatedAt: now } });
    }
    user += 1;
    written += events.length;
    pending.push({ stream: `user-${id}`, events });
    if (pending.reduce((n, p) => n + p.events.length, 0) >= batch) await flush();
  }
  await flush();

  // One batch's appends at once: the embedded log commits them together (one append at a time made
  // a commit per user, and 1,000,000 events took ten minutes).
  async function flush() {
    await Promise.all(pending.splice(0).map((p) => store.append(p.stream, p.events, { expectedRevision: 'no_stream' })));
  }
}
