import { beforeEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { applyChange } from './LiveUpdates.tsx';
import { queryKeys } from '@/lib/query-keys.ts';
import { getSession, isBusinessInfoCompleted, setSession } from '@/lib/session.ts';

describe('live updates patch the query cache', () => {
  beforeEach(() => {
    localStorage.clear();
    setSession({ user: { id: 'u1', email: 'a@b.co', businessInfoCompleted: false }, token: 't', refreshToken: 'r' });
  });

  it('user.updated replaces the user in the me, profile and dashboard queries and in the session', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.me, { success: true, user: { id: 'u1', firstName: 'Old' } });
    client.setQueryData(queryKeys.dashboard, { success: true, user: { id: 'u1' }, usage: {} });
    const user = { id: 'u1', email: 'a@b.co', firstName: 'New', businessInfoCompleted: true };
    applyChange(client, { type: 'user.updated', id: 'u1', data: user });
    expect(client.getQueryData(queryKeys.me)).toEqual({ success: true, user });
    expect(client.getQueryData(queryKeys.dashboard)).toMatchObject({ user, usage: {} });
    expect(client.getQueryData(queryKeys.profile)).toBeUndefined();
    expect(getSession().user?.firstName).toBe('New');
    expect(isBusinessInfoCompleted()).toBe(true);
  });

  it('ignores other users and other message types', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.me, { success: true, user: { id: 'u1' } });
    applyChange(client, { type: 'user.updated', id: 'u2', data: { id: 'u2', email: 'x@y.z' } });
    applyChange(client, { type: 'ready' });
    expect(client.getQueryData(queryKeys.me)).toEqual({ success: true, user: { id: 'u1' } });
  });
});
