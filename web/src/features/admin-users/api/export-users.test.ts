import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '@/lib/session.ts';
import { ApiError } from '@/lib/api-client.ts';
import { downloadUsersExport, usersExportPath } from './export-users.ts';

const file = (body: string, headers: Record<string, string> = {}) => new Response(body, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', ...headers } });
const refused = (code: string, status: number) => new Response(JSON.stringify({ error: 'Refused', code }), { status, headers: { 'Content-Type': 'application/json' } });

describe('downloadUsersExport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for the file with the filters and the bearer token in a header, never in the URL', async () => {
    setSession({ token: 'access-1', refreshToken: 'r' });
    const fetch = vi.fn(async () => file('id,role\r\nu1,user\r\n', { 'Content-Disposition': 'attachment; filename="bawaba-users-2026-11-23.csv"', 'X-Total-Count': '1' }));
    vi.stubGlobal('fetch', fetch);
    const saved = await downloadUsersExport({ format: 'csv', personal: true, filters: { q: 'sara', role: 'user', verified: false, sort: '-email' } });

    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admin/users/export?format=csv&personal=1&q=sara&role=user&verified=false&sort=-email');
    expect(url).not.toContain('access-1');
    expect(init.headers).toEqual({ Authorization: 'Bearer access-1' });
    expect(saved).toMatchObject({ name: 'bawaba-users-2026-11-23.csv', total: 1 });
    expect(await saved.blob.text()).toBe('id,role\r\nu1,user\r\n');
  });

  it('leaves empty filters out and asks for no personal data unless told', () => {
    expect(usersExportPath({ format: 'json', personal: false, filters: { q: '', sort: 'createdAt' } })).toBe('/api/admin/users/export?format=json&personal=0&sort=createdAt');
  });

  it('passes reauth_required on as an ApiError, so the reauth gate can ask and run it again', async () => {
    setSession({ token: 'access-1', refreshToken: 'r' });
    vi.stubGlobal('fetch', vi.fn(async () => refused('reauth_required', 403)));
    const failure = await downloadUsersExport({ format: 'json', personal: true }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, code: 'reauth_required' });
  });

  it('refreshes an expired access token once and downloads with the new one', async () => {
    setSession({ token: 'old', refreshToken: 'r1' });
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/refresh') return new Response(JSON.stringify({ tokens: { accessToken: 'new', refreshToken: 'r2' } }), { status: 200 });
      return (init?.headers as Record<string, string>).Authorization === 'Bearer new' ? file('[]') : refused('UNAUTHORIZED', 401);
    });
    vi.stubGlobal('fetch', fetch);
    const saved = await downloadUsersExport({ format: 'json', personal: false });
    expect(saved).toMatchObject({ name: 'bawaba-users-anonymous.json', total: null });
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(['/api/admin/users/export?format=json&personal=0', '/api/auth/refresh', '/api/admin/users/export?format=json&personal=0']);
  });
});
