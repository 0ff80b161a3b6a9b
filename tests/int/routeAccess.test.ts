import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/users/user.ts';
import { loadConfig } from '../../infra/config.ts';
import { createLogger } from '../../infra/logger.ts';
import { startServer, type RunningServer } from '../../api/server.ts';
import { expressRoutes, type KnownRoute } from '../../api/openapi/expressRoutes.ts';
import { tokensByRole } from '../support/roles.ts';
import { grantTier } from '../support/plans.ts';

/**
 * Issue 24: who may call what, as one table with a row per route Express knows, checked by walking
 * every route as nobody and as each role. Written from the spec's roles (section 2 and the issues that
 * added the back office), not read from the guards: removing a guard from any router fails it.
 */
type Access = { who: 'anyone' | 'signed in' | readonly Role[]; paid?: true; nobody?: 401 };
const ANYONE: Access = { who: 'anyone' };
const SIGNED_IN: Access = { who: 'signed in' };
/** Signed in, and the tier policy lets the account's plan through (only the business user here holds one). */
const PAID: Access = { who: 'signed in', paid: true };
const ADMIN: Access = { who: ['admin'] };
/** Counts and series without personal data, and the raw log with personal fields removed. */
const STAFF: Access = { who: ['admin', 'analyst'] };
const EDITORS: Access = { who: ['admin', 'editor'] };
const EXPERT: Access = { who: ['expert'] };
/** Public, but without a session (bearer or refresh token) there is nothing to end: 401. */
const ENDS_A_SESSION: Access = { who: 'anyone', nobody: 401 };

const ACCESS: Record<string, Access> = {
  'GET /metrics':                                            ANYONE,
  'GET /meeting/{code}':                                     ANYONE,
  'GET /hire/application/script-only':                       ANYONE,
  'POST /api/editor/articles/images':                        EDITORS,
  'GET /api/articles/images/{id}/{file}':                    ANYONE,
  'POST /api/subscriptions/webhook':                         ANYONE,
  'POST /api/newsletter/unsubscribe':                        ANYONE,
  'POST /api/hire/applications':                             ANYONE,
  'GET /api/users/me':                                       SIGNED_IN,
  'GET /api/users/profile':                                  SIGNED_IN,
  'PUT /api/users/profile':                                  SIGNED_IN,
  'PUT /api/users/subscription':                             SIGNED_IN,
  'GET /api/subscriptions/me':                               SIGNED_IN,
  'GET /api/subscriptions/billing':                          SIGNED_IN,
  'POST /api/subscriptions/checkout':                        SIGNED_IN,
  'POST /api/subscriptions/portal':                          SIGNED_IN,
  'GET /api/subscriptions/access/{feature}':                 SIGNED_IN,
  'POST /api/business-profile/complete-onboarding':          SIGNED_IN,
  'GET /api/business-profile/needs-business-info':           SIGNED_IN,
  'GET /api/business-profile/business-profile':              SIGNED_IN,
  'POST /api/business-profile/send-welcome-email':           SIGNED_IN,
  'GET /api/users/dashboard':                                SIGNED_IN,
  'GET /api/health':                                         ANYONE,
  'GET /api/ready':                                          ANYONE,
  'GET /api/openapi.json':                                   ANYONE,
  'GET /api/docs':                                           ANYONE,
  'GET /api/docs/init.js':                                   ANYONE,
  'GET /api/docs/{asset}':                                   ANYONE,
  'GET /api/site-texts/{lang}':                              ANYONE,
  'GET /api/admin/site-texts/{section}/{lang}':              EDITORS,
  'PUT /api/admin/site-texts/{section}/{lang}':              EDITORS,
  'POST /api/admin/site-texts/{section}/{lang}/restore':     EDITORS,
  'POST /api/auth/register':                                 ANYONE,
  'POST /api/auth/login':                                    ANYONE,
  'POST /api/admin/login':                                   ANYONE,
  'POST /api/admin/login/mfa':                               ANYONE,
  'POST /api/auth/refresh':                                  ANYONE,
  'POST /api/auth/logout':                                   ENDS_A_SESSION,
  'POST /api/auth/verify-email-code':                        ANYONE,
  'POST /api/auth/resend-verification-code':                 ANYONE,
  'POST /api/auth/forgot-password':                          ANYONE,
  'POST /api/auth/reset-password':                           ANYONE,
  'POST /api/settings/reauth':                               SIGNED_IN,
  'POST /api/settings/security/password':                    SIGNED_IN,
  'POST /api/settings/delete-account':                       SIGNED_IN,
  'GET /api/settings/oauth':                                 SIGNED_IN,
  'DELETE /api/settings/oauth/{provider}':                   SIGNED_IN,
  'GET /api/auth/providers':                                 ANYONE,
  'GET /api/auth/{provider}':                                ANYONE,
  'POST /api/settings/oauth/{provider}/link':                SIGNED_IN,
  'GET /api/auth/{provider}/callback':                       ANYONE,
  'POST /api/auth/oauth/exchange':                           ANYONE,
  'GET /api/admin/dashboard':                                STAFF,
  'GET /api/admin/analytics':                                STAFF,
  'GET /api/admin/events':                                   STAFF,
  'GET /api/admin/users':                                    ADMIN,
  'GET /api/admin/users/export':                             ADMIN,
  'GET /api/admin/users/{id}':                               ADMIN,
  'PUT /api/admin/users/{id}':                               ADMIN,
  'POST /api/admin/users/{id}/erase':                        ADMIN,
  'GET /api/admin/projections':                              ADMIN,
  'GET /api/admin/projections/parked':                       ADMIN,
  'POST /api/admin/projections/parked/{id}/retry':           ADMIN,
  'POST /api/admin/projections/parked/{id}/skip':            ADMIN,
  'POST /api/admin/projections/{name}/rebuild':              ADMIN,
  'GET /api/admin/audit':                                    ADMIN,
  'GET /api/admin/audit/export':                             ADMIN,
  'GET /api/admin/users/{id}/as-of':                         ADMIN,
  'GET /api/admin/bookings/{id}/as-of':                      ADMIN,
  'GET /api/admin/database':                                 ADMIN,
  'GET /api/admin/subscriptions/upgrades':                   ADMIN,
  'POST /api/admin/subscriptions/upgrades/{id}/approve':     ADMIN,
  'POST /api/admin/subscriptions/upgrades/{id}/reject':      ADMIN,
  'POST /api/contact':                                       ANYONE,
  'POST /api/newsletter/subscribe':                          ANYONE,
  'POST /api/newsletter/confirm':                            ANYONE,
  'GET /api/admin/newsletter/subscribers':                   ADMIN,
  'GET /api/admin/newsletter/subscribers.csv':               ADMIN,
  'POST /api/admin/newsletter/subscribers/{id}/unsubscribe': ADMIN,
  'POST /api/admin/newsletter/preview':                      ADMIN,
  'GET /api/admin/newsletter/issues':                        ADMIN,
  'POST /api/admin/newsletter/issues':                       ADMIN,
  'GET /api/admin/newsletter/issues/{id}':                   ADMIN,
  'PUT /api/admin/newsletter/issues/{id}':                   ADMIN,
  'POST /api/admin/newsletter/issues/{id}/test':             ADMIN,
  'POST /api/admin/newsletter/issues/{id}/send':             ADMIN,
  'GET /api/hire/positions':                                 ANYONE,
  'GET /api/admin/hire/positions':                           ADMIN,
  'POST /api/admin/hire/positions':                          ADMIN,
  'PUT /api/admin/hire/positions/{id}':                      ADMIN,
  'POST /api/admin/hire/positions/{id}/close':               ADMIN,
  'GET /api/admin/hire/applications':                        ADMIN,
  'PUT /api/admin/hire/applications/{id}/status':            ADMIN,
  'DELETE /api/admin/hire/applications/{id}':                ADMIN,
  'GET /api/admin/hire/applications/{id}/cv':                ADMIN,
  'GET /api/conversations/searches/recent':                  SIGNED_IN,
  'POST /api/conversations/searches/recent':                 SIGNED_IN,
  'POST /api/conversations':                                 SIGNED_IN,
  'GET /api/conversations':                                  SIGNED_IN,
  'GET /api/conversations/{id}':                             SIGNED_IN,
  'PATCH /api/conversations/{id}':                           SIGNED_IN,
  'DELETE /api/conversations/{id}':                          SIGNED_IN,
  'POST /api/conversations/{id}/messages':                   SIGNED_IN,
  'POST /api/test/clock':                                    ANYONE,
  'POST /api/market/search':                                 ANYONE,
  'GET /api/market/suggestions':                             ANYONE,
  'GET /api/market/report/{id}':                             ANYONE,
  'GET /api/market/report/{id}/export':                      PAID,
  'POST /api/market/legal':                                  PAID,
  'POST /api/market/tax-estimate':                           SIGNED_IN,
  'GET /api/market/history':                                 SIGNED_IN,
  'POST /api/partners/apply':                                ANYONE,
  'GET /api/partners':                                       ANYONE,
  'POST /api/market/partners':                               PAID,
  'GET /api/admin/partners/applications':                    ADMIN,
  'POST /api/admin/partners/applications/{id}/approve':      ADMIN,
  'POST /api/admin/partners/applications/{id}/reject':       ADMIN,
  'POST /api/admin/partners/{id}/verify':                    ADMIN,
  'POST /api/market/partners/{partnerId}/introductions':     SIGNED_IN,
  'GET /api/market/introductions':                           SIGNED_IN,
  'GET /api/admin/introductions':                            ADMIN,
  'GET /api/articles':                                       ANYONE,
  'GET /api/articles/preview/{token}':                       ANYONE,
  'GET /api/articles/{slug}':                                ANYONE,
  'POST /api/editor/articles/render':                        EDITORS,
  'GET /api/editor/articles':                                EDITORS,
  'POST /api/editor/articles':                               EDITORS,
  'GET /api/editor/articles/{id}':                           EDITORS,
  'GET /api/editor/articles/{id}/revisions/{number}':        EDITORS,
  'PUT /api/editor/articles/{id}':                           EDITORS,
  'POST /api/editor/articles/{id}/restore':                  EDITORS,
  'POST /api/editor/articles/{id}/schedule':                 EDITORS,
  'POST /api/editor/articles/{id}/publish':                  EDITORS,
  'POST /api/editor/articles/{id}/unpublish':                EDITORS,
  'POST /api/editor/articles/{id}/archive':                  EDITORS,
  'POST /api/editor/articles/{id}/preview-links':            EDITORS,
  'DELETE /api/editor/articles/{id}/preview-links/{linkId}': EDITORS,
  'GET /api/consultations/topics':                           ANYONE,
  'GET /api/experts':                                        ANYONE,
  'GET /api/experts/me':                                     EXPERT,
  'PUT /api/experts/me':                                     EXPERT,
  'GET /api/admin/experts/{id}':                             ADMIN,
  'PUT /api/admin/experts/{id}':                             ADMIN,
  'GET /api/bookings/available-slots':                       ANYONE,
  'GET /api/bookings/available-slots/{ref}':                 ANYONE,
  'GET /api/bookings/available-slots/{id}':                  SIGNED_IN,
  'POST /api/bookings':                                      SIGNED_IN,
  'GET /api/bookings':                                       SIGNED_IN,
  'GET /api/bookings/{id}':                                  SIGNED_IN,
  'PUT /api/bookings/{id}':                                  SIGNED_IN,
  'POST /api/bookings/{id}/cancel':                          SIGNED_IN,
  'POST /api/bookings/{id}/request-reschedule':              SIGNED_IN,
  'POST /api/bookings/{id}/outcome':                         SIGNED_IN,
  'POST /api/bookings/{id}/review':                          SIGNED_IN,
  'GET /api/bookings/{id}/meeting':                          SIGNED_IN,
  'PUT /api/admin/bookings/{id}/status':                     ADMIN,
  'GET /api/admin/bookings':                                 ADMIN,
  'GET /robots.txt':                                         ANYONE,
  'GET /sitemap.xml':                                        ANYONE,
  'GET /articles/feed.xml':                                  ANYONE,
  'GET /articles':                                           ANYONE,
  'GET /articles/{slug}':                                    ANYONE,
  'GET /{token}':                                            ANYONE,
  'GET /{*splat}':                                           ANYONE,
};

const ADMIN_ACCOUNT = { email: 'route-access-admin@example.com', password: 'route access admin password' };
const IDENTITIES = ['nobody', 'user', 'analyst', 'editor', 'expert', 'admin'] as const;
type Identity = (typeof IDENTITIES)[number];

let server: RunningServer;
let routes: KnownRoute[];
let tokens: Record<string, string>;
const dataDir = mkdtempSync(join(tmpdir(), 'bawaba-access-'));
beforeAll(async () => {
  const env = { DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'test', LOG_LEVEL: 'silent', TEST_CLOCK: 'on', RATE_LIMITS: 'off' };
  server = await startServer(loadConfig({ ...env, ADMIN_EMAIL: ADMIN_ACCOUNT.email, ADMIN_PASSWORD: ADMIN_ACCOUNT.password }), createLogger('silent'));
  routes = expressRoutes(server.app!);
  tokens = await tokensByRole(server.url!, ADMIN_ACCOUNT, ['expert', 'analyst', 'editor']);
  const userId = JSON.parse(Buffer.from(tokens.user!.split('.')[1]!, 'base64url').toString()).sub as string;
  await grantTier(server.url!, userId, 'enterprise', async () => tokens.admin!);
});
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
/** Dummy parameters: a date where the route takes one, else an id nothing has. */
const concrete = (path: string) =>
  path.replace('{*splat}', 'no-such-page').replace('{ref}', '2030-01-15').replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

async function answer(method: string, path: string, who: Identity): Promise<{ status: number; code?: string }> {
  const headers: Record<string, string> = who === 'nobody' ? {} : { authorization: `Bearer ${tokens[who]}` };
  const body = ['GET', 'HEAD', 'DELETE'].includes(method) ? undefined : '{}';
  if (body) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.url}${concrete(path)}`, { method, headers, body, redirect: 'manual' });
  const text = await res.text();
  const code = res.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as { code?: string }).code : undefined;
  return { status: res.status, code };
}

type Expected = 'allowed' | 'unauthorized' | 'forbidden' | 'needs a plan';
function expected(access: Access, who: Identity): Expected {
  if (who === 'nobody') return access.who === 'anyone' && !access.nobody ? 'allowed' : 'unauthorized';
  if (access.who === 'anyone') return 'allowed';
  if (access.who === 'signed in') return access.paid && who !== 'user' ? 'needs a plan' : 'allowed';
  return access.who.includes(who) ? 'allowed' : 'forbidden';
}
const fits = (want: Expected, got: { status: number; code?: string }): boolean =>
  want === 'allowed' ? got.status !== 401 && got.status !== 403
  : want === 'unauthorized' ? got.status === 401
  : want === 'forbidden' ? got.status === 403 && got.code === 'FORBIDDEN'
  : got.status === 403 && (got.code === 'TIER_REQUIRED' || got.code === 'QUOTA_EXCEEDED');

describe('route access', () => {
  it('has one row per route Express knows', () => {
    const known = new Set(routes.map(key));
    expect(routes.map(key).filter((k) => !(k in ACCESS)), 'routes missing from ACCESS').toEqual([]);
    expect(Object.keys(ACCESS).filter((k) => !known.has(k)), 'rows for routes Express does not know').toEqual([]);
  });

  it('declares each guard on its route, never by mount order', () => {
    expect(routes.filter((r) => r.mounted.length > 0).map((r) => `${key(r)} (${r.mounted.join(', ')})`)).toEqual([]);
  });

  // Before the walk, which signs every identity out at its end.
  it('answers an unknown /admin path as a known one to anyone but an admin', async () => {
    const path = '/api/admin/no-such-thing';
    expect((await answer('GET', path, 'nobody')).status).toBe(401);
    expect(await answer('GET', path, 'editor')).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect((await answer('GET', path, 'admin')).status).toBe(404);
  });

  it('answers every route as the table says, for nobody and each role', async () => {
    // Signing out ends the session its token belongs to, so it goes last.
    const walk = [...routes].sort((a, b) => Number(a.path === '/api/auth/logout') - Number(b.path === '/api/auth/logout'));
    const wrong: string[] = [];
    for (const route of walk) {
      const access = ACCESS[key(route)];
      if (!access) continue; // the first test names it
      for (const who of IDENTITIES) {
        const want = expected(access, who);
        const got = await answer(route.method, route.path, who);
        if (!fits(want, got)) wrong.push(`${key(route)} as ${who}: expected ${want}, got ${got.status} ${got.code ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
