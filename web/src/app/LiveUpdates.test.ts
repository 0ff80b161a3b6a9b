import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { handleFrame, LIVE_QUERY_KEYS, type FeedCursor } from './liveFrames.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { getSession, isBusinessInfoCompleted, setSession } from '@/lib/session.ts';
import { queryClient as appClient } from '@/lib/query-client.ts';

const frame = (value: unknown) => JSON.stringify(value);
const fresh = (): FeedCursor => ({ pos: undefined, connectedBefore: false });
const stale = (client: QueryClient) => LIVE_QUERY_KEYS.filter((queryKey) => client.getQueryState(queryKey)?.isInvalidated);

describe('live updates patch the query cache', () => {
  beforeEach(() => {
    localStorage.clear();
    appClient.clear();
    setSession({ user: { id: 'u1', email: 'a@b.co', businessInfoCompleted: false }, token: 't', refreshToken: 'r' });
  });

  it('user.updated replaces the user in the me, profile and dashboard queries and in the session, and moves the cursor', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.me, { success: true, user: { id: 'u1', firstName: 'Old' } });
    client.setQueryData(queryKeys.dashboard, { success: true, user: { id: 'u1' }, usage: {} });
    const user = { id: 'u1', email: 'a@b.co', firstName: 'New', businessInfoCompleted: true };
    const cursor = fresh();
    handleFrame(client, cursor, frame({ type: 'user.updated', id: 'u1', data: user, pos: '7:7' }));
    expect(client.getQueryData(queryKeys.me)).toEqual({ success: true, user });
    expect(client.getQueryData(queryKeys.dashboard)).toMatchObject({ user, usage: {} });
    expect(client.getQueryData(queryKeys.profile)).toBeUndefined();
    expect(getSession().user?.firstName).toBe('New');
    expect(isBusinessInfoCompleted()).toBe(true);
    expect(cursor.pos).toBe('7:7');
  });

  it('ignores other users, unknown types and frames that fail the schema', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.me, { success: true, user: { id: 'u1' } });
    const cursor = fresh();
    handleFrame(client, cursor, frame({ type: 'user.updated', id: 'u2', data: { id: 'u2', email: 'x@y.z' }, pos: '3:3' }));
    handleFrame(client, cursor, frame({ type: 'user.updated', id: 'u1', data: { id: 'u1', email: 'a@b.co', firstName: 'No pos' } }));
    handleFrame(client, cursor, frame({ type: 'user.updated', id: 'u1', data: { id: 'u1', email: 'a@b.co' }, pos: 'DROP TABLE' }));
    handleFrame(client, cursor, frame({ type: 'user.updated', id: 'u1', data: { id: 'u1', email: 42 }, pos: '4:4' }));
    handleFrame(client, cursor, frame({ type: 'hello' }));
    handleFrame(client, cursor, 'not json');
    expect(client.getQueryData(queryKeys.me)).toEqual({ success: true, user: { id: 'u1' } });
    // A well-formed frame moves the cursor even when its data is not for this page; malformed ones do not.
    expect(cursor.pos).toBe('4:4');
  });

  it('refetches every live query on resync and on the ready of a reconnect, not on the first ready', () => {
    const client = new QueryClient();
    for (const key of LIVE_QUERY_KEYS) client.setQueryData(key, { success: true });
    const cursor = fresh();
    handleFrame(client, cursor, frame({ type: 'ready', pos: '10:10' }));
    expect(stale(client)).toEqual([]);
    expect(cursor).toEqual({ pos: '10:10', connectedBefore: true });

    handleFrame(client, cursor, frame({ type: 'ready', pos: '12:12' }));
    expect(stale(client)).toEqual([...LIVE_QUERY_KEYS]);

    const other = new QueryClient();
    for (const key of LIVE_QUERY_KEYS) other.setQueryData(key, { success: true });
    handleFrame(other, fresh(), frame({ type: 'resync', pos: '99:99' }));
    expect(stale(other)).toEqual([...LIVE_QUERY_KEYS]);
  });
});
