import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setSession } from '@/lib/session.ts';
import { ApiError } from '@/lib/api-client.ts';
import { api, requests, route } from '@/testing/msw.ts';
import { downloadUsersExport, usersExportPath } from './export-users.ts';

const file = (body: string, headers: Record<string, string> = {}) => new HttpResponse(body, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', ...headers } });
const refused = (code: string, status: number) => HttpResponse.json({ error: 'Refused', code }, { status });

describe('downloadUsersExport', () => {
  it('asks the server for the file with the filters and the bearer token in a header, never in the URL', async () => {
    setSession({ token: 'access-1', refreshToken: 'r' });
    api.use(route('GET', '/api/admin/users/export', () => file('id,role\r\nu1,user\r\n', { 'Content-Disposition': 'attachment; filename="bawaba-users-2026-11-23.csv"', 'X-Total-Count': '1' })));
    const saved = await downloadUsersExport({ format: 'csv', personal: true, filters: { q: 'sara', role: 'user', verified: false, sort: '-email' } });

    const [asked] = requests();
    expect(asked!.path).toBe('/api/admin/users/export?format=csv&personal=1&q=sara&role=user&verified=false&sort=-email');
    expect(asked!.path).not.toContain('access-1');
    // The runtime adds its own headers (accept, host…); the token is in Authorization and nowhere else.
    expect([...asked!.headers].filter(([, value]) => value.includes('access-1'))).toEqual([['authorization', 'Bearer access-1']]);
    expect(saved).toMatchObject({ name: 'bawaba-users-2026-11-23.csv', total: 1 });
    expect(await saved.blob.text()).toBe('id,role\r\nu1,user\r\n');
  });

  it('leaves empty filters out and asks for no personal data unless told', () => {
    expect(usersExportPath({ format: 'json', personal: false, filters: { q: '', sort: 'createdAt' } })).toBe('/api/admin/users/export?format=json&personal=0&sort=createdAt');
  });

  it('passes reauth_required on as an ApiError, so the reauth gate can ask and run it again', async () => {
    setSession({ token: 'access-1', refreshToken: 'r' });
    api.use(route('GET', '/api/admin/users/export', () => refused('reauth_required', 403)));
    const failure = await downloadUsersExport({ format: 'json', personal: true }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, code: 'reauth_required' });
  });

  it('refreshes an expired access token once and downloads with the new one', async () => {
    setSession({ token: 'old', refreshToken: 'r1' });
    api.use(
      route('POST', '/api/auth/refresh', { tokens: { accessToken: 'new', refreshToken: 'r2' } }),
      route('GET', '/api/admin/users/export', (request) => (request.headers.get('Authorization') === 'Bearer new' ? file('[]') : refused('UNAUTHORIZED', 401))),
    );
    const saved = await downloadUsersExport({ format: 'json', personal: false });
    expect(saved).toMatchObject({ name: 'bawaba-users-anonymous.json', total: null });
    expect(requests().map((r) => r.path)).toEqual(['/api/admin/users/export?format=json&personal=0', '/api/auth/refresh', '/api/admin/users/export?format=json&personal=0']);
  });
});
