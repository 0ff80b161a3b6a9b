import { describe, expect, it } from 'vitest';
import { api, requests, route } from './msw.ts';

describe('the web tests’ API stand-in', () => {
  it('answers the app’s relative /api requests from the handlers a test adds, and records them', async () => {
    api.use(route('POST', '/api/echo', { ok: true }, 201));
    const res = await fetch('/api/echo', { method: 'POST', body: JSON.stringify({ a: 1 }), headers: { 'Content-Type': 'application/json' } });
    expect([res.status, await res.json()]).toEqual([201, { ok: true }]);
    expect(requests()).toMatchObject([{ method: 'POST', path: '/api/echo', body: { a: 1 } }]);
  });
});
