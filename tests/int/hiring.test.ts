import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, type TestServer } from '../support/server.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { call } from '../support/api.ts';
import { adminLogin } from '../support/admin.ts';
import { sampleDocx, samplePdf } from '../support/files.ts';
import { signAccessToken } from '../../infra/security/tokens.ts';

const JWT_SECRET = 'hiring-test-secret-0123456789abcdef0123';
const ADMIN = { email: 'hiring-admin@example.com', password: 'admin password for hiring' };
let server: TestServer;
let smtp: TestSmtp;
let admin: string;
let positionId: string;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ RATE_LIMITS: 'off', SMTP_URL: smtp.url, JWT_SECRET, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, HIRE_EMBED_ANCESTORS: 'https://partner.example' });
  admin = (await adminLogin(server.url, ADMIN)).tokens.accessToken;
  const position = { title: 'Market analyst', team: 'Research', location: 'Riyadh', employmentType: 'full-time', description: 'Read the Saudi market for our clients.' };
  positionId = (await call(server.url, 'POST', '/api/admin/hire/positions', { token: admin, body: position })).body.position.id;
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const fields = (email: string) => ({ name: 'Layla Haddad', email, positionId, linkedinUrl: 'https://www.linkedin.com/in/layla-haddad', coverNote: 'I have read markets for eight years and would like to join.' });

async function apply(email: string, file: { bytes: Buffer; name: string; type: string } | undefined, overrides: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...fields(email), ...overrides })) form.set(k, v);
  if (file) form.set('cv', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${server.url}/api/hire/applications`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}
const pdf = { bytes: samplePdf('Layla'), name: 'cv.pdf', type: 'application/pdf' };
const applications = async () => (await call(server.url, 'GET', '/api/admin/hire/applications', { token: admin })).body.applications as { id: string; email: string; status: string; note: string | null }[];

describe('hiring', () => {
  it('lists open positions publicly and closed ones no more', async () => {
    const other = (await call(server.url, 'POST', '/api/admin/hire/positions', { token: admin, body: { title: 'Intern', team: 'Ops', location: 'Remote', employmentType: 'internship', description: 'Help us.' } })).body.position.id;
    expect((await call(server.url, 'GET', '/api/hire/positions')).body.positions.map((p: { id: string }) => p.id)).toEqual(expect.arrayContaining([positionId, other]));
    await call(server.url, 'POST', `/api/admin/hire/positions/${other}/close`, { token: admin });
    expect((await call(server.url, 'GET', '/api/hire/positions')).body.positions.map((p: { id: string }) => p.id)).not.toContain(other);
    const closed = (await apply('late@example.com', pdf, { positionId: other })).body;
    expect(closed.fields).toEqual({ positionId: 'Choose one of the open positions' });
    // The machine reason beside the English text, for the web to say it in the reader's language.
    expect(closed.fieldCodes).toEqual({ positionId: 'POSITION_NOT_OPEN' });
  });

  it('takes an application with a PDF, mails a confirmation, and gives the CV to an admin only', async () => {
    const email = `layla${Date.now()}@example.com`;
    const res = await apply(email, pdf);
    expect(res.status).toBe(201);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('We received your application to Bawaba');
    expect(mail.text).toContain('Market analyst');

    const mine = (await applications()).find((a) => a.id === res.body.id);
    expect(mine).toMatchObject({ email, status: 'new', cv: { kind: 'pdf', bytes: pdf.bytes.length } });
    const cvPath = `/api/admin/hire/applications/${res.body.id}/cv`;
    const download = await fetch(`${server.url}${cvPath}`, { headers: { authorization: `Bearer ${admin}` } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf.bytes)).toBe(true);

    // Without an admin's token the CV is not reachable: not by the API, not as a file under any public path.
    expect((await fetch(`${server.url}${cvPath}`)).status).toBe(401);
    for (const role of ['user', 'expert', 'analyst'] as const) {
      const token = signAccessToken(JWT_SECRET, { sub: `someone-${role}`, role, tier: 'free' });
      expect((await fetch(`${server.url}${cvPath}`, { headers: { authorization: `Bearer ${token}` } })).status, role).toBe(403);
    }
    const stored = readdirSync(join(server.dataDir, 'private', 'cvs'));
    expect(stored).toContain(`${res.body.id}.pdf`);
    for (const path of [`/private/cvs/${res.body.id}.pdf`, `/data/private/cvs/${res.body.id}.pdf`, `/cvs/${res.body.id}.pdf`, `/api/hire/applications/${res.body.id}/cv`]) {
      const answer = await fetch(`${server.url}${path}`);
      expect(Buffer.from(await answer.arrayBuffer()).includes(Buffer.from('%PDF')), path).toBe(false);
    }
  });

  it('refuses a wrong magic number, a file over 5 MB, a polyglot and a missing CV, with clear messages', async () => {
    const fake = await apply('fake@example.com', { bytes: Buffer.from('not really a pdf'), name: 'cv.pdf', type: 'application/pdf' });
    expect(fake).toMatchObject({ status: 400, body: { fields: { cv: 'Upload your CV as a PDF or DOCX file' } } });
    const big = await apply('big@example.com', { bytes: Buffer.concat([samplePdf(), Buffer.alloc(5 * 1024 * 1024)]), name: 'cv.pdf', type: 'application/pdf' });
    expect(big).toMatchObject({ status: 413, body: { error: 'The CV may be at most 5 MB' } });
    const polyglot = await apply('poly@example.com', { bytes: Buffer.concat([samplePdf(), sampleDocx()]), name: 'cv.pdf', type: 'application/pdf' });
    expect(polyglot.status).toBe(400);
    expect((await apply('none@example.com', undefined)).body.fields).toEqual({ cv: 'Attach your CV (PDF or DOCX, up to 5 MB)' });
    expect((await apply('x@example.com', pdf, { linkedinUrl: 'https://evil.example/in/x' })).body.fields.linkedinUrl).toMatch(/LinkedIn/);
    const json = await call(server.url, 'POST', '/api/hire/applications', { body: fields('json@example.com') });
    expect(json.status).toBe(415);
    // Nothing refused left a file behind.
    expect(readdirSync(join(server.dataDir, 'private', 'cvs')).every((f) => !f.endsWith('.tmp'))).toBe(true);
  });

  it('lets an admin set a status with notes and erase an application with its CV', async () => {
    const email = `docx${Date.now()}@example.com`;
    const { body } = await apply(email, { bytes: sampleDocx(), name: 'cv.docx', type: 'application/octet-stream' });
    const id = body.id as string;
    const set = await call(server.url, 'PUT', `/api/admin/hire/applications/${id}/status`, { token: admin, body: { status: 'reviewing', note: 'Strong market work' } });
    expect(set.body).toEqual({ id, status: 'reviewing', note: 'Strong market work' });
    expect((await applications()).find((a) => a.id === id)).toMatchObject({ status: 'reviewing', note: 'Strong market work' });
    expect((await call(server.url, 'PUT', `/api/admin/hire/applications/${id}/status`, { token: admin, body: { status: 'maybe' } })).status).toBe(400);

    expect((await call(server.url, 'DELETE', `/api/admin/hire/applications/${id}`, { token: admin })).body).toEqual({ id, status: 'erased' });
    expect((await applications()).some((a) => a.id === id)).toBe(false);
    expect(readdirSync(join(server.dataDir, 'private', 'cvs'))).not.toContain(`${id}.docx`);
    expect((await fetch(`${server.url}/api/admin/hire/applications/${id}/cv`, { headers: { authorization: `Bearer ${admin}` } })).status).toBe(404);
  });

  it('keeps admin endpoints from visitors (401) and users, experts, analysts (403)', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const paths: [string, string][] = [
      ['GET', '/api/admin/hire/positions'],
      ['POST', '/api/admin/hire/positions'],
      ['PUT', `/api/admin/hire/positions/${id}`],
      ['POST', `/api/admin/hire/positions/${id}/close`],
      ['GET', '/api/admin/hire/applications'],
      ['PUT', `/api/admin/hire/applications/${id}/status`],
      ['DELETE', `/api/admin/hire/applications/${id}`],
    ];
    for (const [method, path] of paths) {
      expect((await call(server.url, method, path)).status, path).toBe(401);
      for (const role of ['user', 'expert', 'analyst'] as const) {
        const token = signAccessToken(JWT_SECRET, { sub: `someone-${role}`, role, tier: 'free' });
        expect((await call(server.url, method, path, { token, body: method === 'GET' || method === 'DELETE' ? undefined : {} })).status, `${role} ${method} ${path}`).toBe(403);
      }
    }
  });

  it('lets only the script-only form be framed, by the configured sites', async () => {
    const embed = await fetch(`${server.url}/hire/application/script-only`);
    expect(embed.headers.get('content-security-policy')).toContain('frame-ancestors https://partner.example');
    expect(embed.headers.get('x-frame-options')).toBeNull();
    const page = await fetch(`${server.url}/hire/application`);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
