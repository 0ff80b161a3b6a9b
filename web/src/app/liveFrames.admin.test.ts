import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { STATS_UPDATED_FRAME } from '@contracts/adminStats.ts';
import { handleFrame, type FeedCursor } from './liveFrames.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { aBooking } from '@/testing/bookings.ts';

const frame = (value: unknown) => JSON.stringify(value);
const fresh = (): FeedCursor => ({ pos: undefined, connectedBefore: false });
const dashboard = [...queryKeys.adminStats, 'dashboard'];
const analytics = [...queryKeys.adminStats, 'analytics', 'period=30d'];
const usersList = [...queryKeys.adminUsers, 'list', {}];
const invalidated = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;

function seeded(): QueryClient {
  const client = new QueryClient();
  for (const key of [dashboard, analytics, usersList, [...queryKeys.adminAudit, 'user:u2', {}], [...queryKeys.adminAudit, 'booking:b1', {}], [...queryKeys.adminAudit, 'booking:b2', {}]]) {
    client.setQueryData(key, { seeded: true });
  }
  return client;
}

describe('back-office frames', () => {
  it('stats.updated makes the dashboard and analytics refetch, nothing else', () => {
    const client = seeded();
    handleFrame(client, fresh(), frame({ type: STATS_UPDATED_FRAME, id: 'statistics', data: {}, pos: '9:9' }));
    expect([invalidated(client, dashboard), invalidated(client, analytics), invalidated(client, usersList)]).toEqual([true, true, false]);
  });

  it('another user’s user.updated makes the users lists and that user’s timeline refetch', () => {
    const client = seeded();
    handleFrame(client, fresh(), frame({ type: 'user.updated', id: 'u2', data: { id: 'u2', email: 'x@example.com' }, pos: '10:10' }));
    expect(invalidated(client, usersList)).toBe(true);
    expect(invalidated(client, [...queryKeys.adminAudit, 'user:u2', {}])).toBe(true);
    expect(invalidated(client, dashboard)).toBe(false);
  });

  it('booking.updated makes that booking’s timeline refetch, not another’s', () => {
    const client = seeded();
    handleFrame(client, fresh(), frame({ type: 'booking.updated', id: 'b1', data: aBooking(), pos: '11:11' }));
    expect(invalidated(client, [...queryKeys.adminAudit, 'booking:b1', {}])).toBe(true);
    expect(invalidated(client, [...queryKeys.adminAudit, 'booking:b2', {}])).toBe(false);
  });

  it('a reconnect refetches every back-office query', () => {
    const client = seeded();
    const cursor: FeedCursor = { pos: '1:1', connectedBefore: true };
    handleFrame(client, cursor, frame({ type: 'ready', pos: '12:12' }));
    expect([invalidated(client, dashboard), invalidated(client, usersList)]).toEqual([true, true]);
  });
});
