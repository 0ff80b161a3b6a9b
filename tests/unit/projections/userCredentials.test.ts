import { describe, it, expect } from 'vitest';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import type { RecordedEvent } from '../../../infra/eventstore/port.ts';
import { usersProjection } from '../../../projections/users.ts';
import { getUserView } from '../../../projections/queries/users.ts';

let pos = 0n;
const at = '2026-11-22T10:00:00.000Z';
function recorded(streamName: string, revision: number, type: string, data: unknown): RecordedEvent {
  pos += 1n;
  return { id: `e${pos}`, streamName, revision, position: { commit: pos, prepare: pos }, type, data, metadata: {}, createdAt: at };
}

const events = [
  recorded('user-u1', 0, 'UserRegisteredViaProvider', {
    userId: 'u1', email: 'g@x.io', firstName: 'G', lastName: 'L', displayName: 'G L', role: 'user', provider: 'google', subject: 'g-sub', picture: 'https://p/x.png', registeredAt: at,
  }),
  recorded('user-u1', 1, 'ProviderLinked', { userId: 'u1', provider: 'linkedin', subject: 'l-sub', picture: null, linkedAt: at }),
  recorded('user-u1', 2, 'ProviderUnlinked', { userId: 'u1', provider: 'google', unlinkedAt: at }),
  recorded('user-u1', 3, 'PasswordChanged', { userId: 'u1', passwordHash: 'h', via: 'reset', changedAt: at }),
  recorded('user-u1', 4, 'UserRoleChanged', { userId: 'u1', role: 'expert', changedAt: at }),
  recorded('user-u2', 0, 'UserRegistered', { userId: 'u2', email: 'p@x.io', firstName: 'P', lastName: 'Q', displayName: 'P Q', passwordHash: 'h', role: 'user', registeredAt: at }),
  recorded('user-u2', 1, 'EmailVerified', { userId: 'u2', via: 'code', verifiedAt: at }),
];

async function project(sequence: RecordedEvent[]) {
  const store = new EmbeddedReadStore();
  await usersProjection.setup?.(store);
  for (const e of sequence) if (usersProjection.eventTypes.has(e.type)) await usersProjection.apply(e, store);
  return store;
}

describe('users read model: sign-in fields', () => {
  it('reflects providers, pictures, password, role and verification', async () => {
    const store = await project(events);
    expect(await getUserView(store, 'u1')).toMatchObject({
      role: 'expert', emailVerified: true, googleId: null, google_picture: null, linkedinId: 'l-sub', signInMethods: ['password', 'linkedin'],
    });
    expect(await getUserView(store, 'u2')).toMatchObject({ emailVerified: true, signInMethods: ['password'], googleId: null });
  });

  it('is idempotent when events repeat', async () => {
    const once = (await project(events)).exportState();
    expect((await project(events.flatMap((e) => [e, e]))).exportState()).toEqual(once);
    expect((await project([...events, ...events])).exportState()).toEqual(once);
  });
});
