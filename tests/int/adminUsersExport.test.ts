import { describe, it, expect } from 'vitest';
import { call, newUser, register, type Json } from '../support/api.ts';
import { adminLogin, reauth } from '../support/admin.ts';
import { storedEvents as storedIn, useAdminServer } from '../support/adminServer.ts';
import { tokensByRole } from '../support/roles.ts';

const ADMIN = { email: 'export-admin@example.com', password: 'admin password for exports' };
const ctx = useAdminServer(ADMIN);

const exportOf = (qs: string, token = ctx.admin.token) => call(ctx.server.url, 'GET', `/api/admin/users/export?${qs}`, { token });
async function signUp(overrides: Partial<ReturnType<typeof newUser>> = {}) {
  const user = newUser(overrides);
  const { body } = await register(ctx.server.url, user);
  return { ...user, id: body.user.id as string, token: body.tokens.accessToken as string };
}
/** A second admin, signed in with the second factor but not re-authenticated. */
async function secondAdmin() {
  const person = await signUp();
  await reauth(ctx.server.url, ctx.admin.token, ADMIN.password);
  expect((await call(ctx.server.url, 'PUT', `/api/admin/users/${person.id}`, { token: ctx.admin.token, body: { role: 'admin' } })).status).toBe(200);
  const body = await adminLogin(ctx.server.url, { email: person.email, password: person.password });
  return { ...person, token: body.tokens.accessToken as string };
}

const storedEvents = (stream: string) => storedIn(ctx.server.dataDir, stream);
const csvRows = (text: string) => text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');

describe('GET /admin/users/export without personal data', () => {
  it('streams CSV and JSON with the list filters, and no personal field at all', async () => {
    const tag = `exp${Date.now()}`;
    const people = [];
    for (let i = 0; i < 3; i++) people.push(await signUp({ email: `${tag}.${i}@example.com`, firstName: `Nadia${tag}` }));

    const csv = await fetch(`${ctx.server.url}/api/admin/users/export?format=csv&q=${tag}&sort=createdAt`, { headers: { authorization: `Bearer ${ctx.admin.token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="bawaba-users-\d{4}-\d{2}-\d{2}-anonymous\.csv"$/);
    expect(csv.headers.get('cache-control')).toBe('no-store');
    expect(csv.headers.get('x-total-count')).toBe('3');
    const text = await csv.text();
    const lines = csvRows(text);
    expect(lines[0]).toBe('id,role,subscriptionTier,billingPeriod,subscriptionStartDate,emailVerified,businessInfoCompleted,disabled,erased,signInMethods,createdAt,updatedAt');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(people.map((p) => p.id));
    expect(text).not.toContain(tag);
    expect(text).not.toContain('Nadia');

    const json = await exportOf(`format=json&q=${tag}&sort=-createdAt`);
    expect(json.status).toBe(200);
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    const items = json.body as unknown as Json[];
    expect(items.map((u) => u.id)).toEqual(people.map((p) => p.id).reverse());
    expect(items[0]).toEqual(expect.objectContaining({ role: 'user', emailVerified: false, disabled: false, erased: false, signInMethods: ['password'] }));
    for (const key of ['email', 'firstName', 'lastName', 'displayName', 'googleId', 'promoCode']) expect(Object.keys(items[0]!)).not.toContain(key);

    // The other filters narrow the same way as GET /admin/users.
    expect((await exportOf(`format=json&q=${tag}&verified=true`)).body).toEqual([]);
    expect(((await exportOf(`format=json&q=${tag}&role=user&tier=free&onboarded=false&disabled=false`)).body as unknown as Json[]).length).toBe(3);
    expect(((await exportOf('format=json&role=admin')).body as unknown as Json[]).map((u) => u.id)).toEqual([ctx.admin.id]);
    expect((await exportOf(`format=json&q=${encodeURIComponent('.*')}`)).body).toEqual([]);
  });

  it('answers an empty match with a header line or an empty array', async () => {
    const none = `none${Date.now()}`;
    expect(csvRows((await exportOf(`format=csv&q=${none}`)).body.text)).toHaveLength(1);
    expect((await exportOf(`format=json&q=${none}`)).body).toEqual([]);
  });

  it('refuses a bad format, a bad flag and an unknown parameter with 400', async () => {
    for (const qs of ['format=xml', 'format=csv&personal=yes', 'format=csv&sort=password', 'format=csv&page=2', 'format=json&verified=maybe']) {
      const res = await exportOf(qs);
      expect([qs, res.status, res.body.code]).toEqual([qs, 400, 'VALIDATION_ERROR']);
    }
    expect((await exportOf('format=xml')).body.fields).toMatchObject({ format: 'format must be csv or json' });
  });

  it('is for admins only: 401 without a token, 403 for user, expert, analyst and editor', async () => {
    expect((await call(ctx.server.url, 'GET', '/api/admin/users/export?format=csv')).status).toBe(401);
    const tokens = await tokensByRole(ctx.server.url, ADMIN, ['expert', 'analyst', 'editor']);
    for (const role of ['user', 'expert', 'analyst', 'editor']) {
      for (const personal of ['0', '1']) expect([role, personal, (await exportOf(`format=csv&personal=${personal}`, tokens[role])).status]).toEqual([role, personal, 403]);
    }
  });
});

describe('GET /admin/users/export with personal data', () => {
  it('asks for a re-authentication, then opens names and addresses; erased people read as erased', async () => {
    const second = await secondAdmin();
    const tag = `pers${Date.now()}`;
    const kept = await signUp({ email: `${tag}.kept@example.com`, firstName: 'Csv, "quoted"' });
    expect((await call(ctx.server.url, 'PUT', '/api/users/profile', { token: kept.token, body: { displayName: '=HYPERLINK("x")' } })).status).toBe(200);
    const erased = await signUp({ email: `${tag}.gone@example.com`, lastName: 'Forgotten' });
    await reauth(ctx.server.url, ctx.admin.token, ADMIN.password);
    expect((await call(ctx.server.url, 'POST', `/api/admin/users/${erased.id}/erase`, { token: ctx.admin.token })).status).toBe(200);
    const before = storedEvents(`adminActivity-${second.id}`).length;

    for (const format of ['csv', 'json']) {
      const refused = await exportOf(`format=${format}&personal=1`, second.token);
      expect([refused.status, refused.body.code]).toEqual([403, 'reauth_required']);
    }
    expect(storedEvents(`adminActivity-${second.id}`)).toHaveLength(before);

    await reauth(ctx.server.url, second.token, second.password);
    const csv = await exportOf(`format=csv&personal=1&sort=-createdAt`, second.token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/filename="bawaba-users-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csvRows(csv.body.text);
    expect(lines[0]).toBe(
      'id,email,firstName,lastName,displayName,role,subscriptionTier,billingPeriod,subscriptionStartDate,promoCode,emailVerified,businessInfoCompleted,disabled,erased,signInMethods,googleId,googlePicture,linkedinId,linkedinPicture,createdAt,updatedAt',
    );
    const keptLine = lines.find((l) => l.startsWith(kept.id))!;
    // Commas and quotes are quoted; a cell a spreadsheet would run as a formula is defused.
    expect(keptLine).toContain(`${kept.id},${kept.email},"Csv, ""quoted""",${kept.lastName},"'=HYPERLINK(""x"")",user,`);
    expect(lines.find((l) => l.startsWith(erased.id))).toContain(`${erased.id},[erased],[erased],[erased],[erased],user,`);
    expect(csv.body.text).not.toContain(erased.email);
    expect(csv.body.text).not.toContain('Forgotten');

    const json = (await exportOf(`format=json&personal=1`, second.token)).body as unknown as Json[];
    expect(json.find((u) => u.id === kept.id)).toMatchObject({ email: kept.email, firstName: 'Csv, "quoted"', displayName: '=HYPERLINK("x")', googleId: null, erased: false });
    expect(json.find((u) => u.id === erased.id)).toMatchObject({ email: '[erased]', firstName: '[erased]', lastName: '[erased]', googleId: '[erased]', erased: true });
  });

  it('records every export, with actor, sealed IP and sealed search text, in the admin history', async () => {
    const second = await secondAdmin();
    expect((await exportOf('format=json&q=someone%40example.com&role=user&verified=false', second.token)).status).toBe(200);
    await reauth(ctx.server.url, second.token, second.password);
    expect((await exportOf('format=csv&personal=1', second.token)).status).toBe(200);

    const stored = storedEvents(`adminActivity-${second.id}`);
    expect(stored.map((e) => [e.type, e.data.format, e.data.personal])).toEqual([
      ['UsersExported', 'json', false],
      ['UsersExported', 'csv', true],
    ]);
    expect(stored[0]!.metadata.actor).toEqual({ id: second.id, role: 'admin' });
    expect(stored[0]!.metadata.ip).toMatch(/^pii1\./);
    expect(stored[0]!.data.filters).toMatchObject({ role: 'user', tier: null, verified: false, onboarded: null, sort: '-createdAt' });
    expect(stored[0]!.data.filters.q).toMatch(/^pii1\./);
    expect(JSON.stringify(stored)).not.toContain('someone@example.com');

    const history = await call(ctx.server.url, 'GET', `/api/admin/audit?subject=user:${second.id}&type=UsersExported`, { token: ctx.admin.token });
    expect(history.body.items.map((e: Json) => [e.actor.id, e.notes, e.ip])).toEqual([
      [second.id, 'Exported users as JSON, without personal data', expect.stringMatching(/127\.0\.0\.1/)],
      [second.id, 'Exported users as CSV, with personal data', expect.stringMatching(/127\.0\.0\.1/)],
    ]);
    // An admin who re-authenticated reads the search text back in the raw log.
    const log = await call(ctx.server.url, 'GET', `/api/admin/events?stream=adminActivity-${second.id}`, { token: second.token });
    expect(log.status).toBe(200);
    expect(JSON.stringify(log.body.items)).toContain('someone@example.com');
  });
});
