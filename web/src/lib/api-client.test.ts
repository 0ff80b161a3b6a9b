import { describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { z } from 'zod/mini';
import { ApiError, NETWORK_ERROR, apiRequest, apiRequestsSettled } from './api-client.ts';
import { api, held, requests, route } from '@/testing/msw.ts';

const ok = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/contact answers `response`. */
const answer = (response: () => Response) => api.use(route('POST', '/api/contact', response));

async function failure(): Promise<ApiError> {
  const error = await apiRequest('/contact', { method: 'POST', body: {}, schema: ok }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('says when no request is in flight and their callers have run, so a refused refresh can see fresh tokens', async () => {
    const answered = held(() => HttpResponse.json({ success: true, message: 'changed' }));
    api.use(route('POST', '/api/settings/security/password', answered.answer));
    const order: string[] = [];
    const request = apiRequest('/settings/security/password', { method: 'POST', body: {}, schema: ok }).then(() => order.push('caller stored tokens'));
    const settled = apiRequestsSettled().then(() => order.push('settled'));
    await answered.reached;
    expect(order).toEqual([]);
    answered.release();
    await Promise.all([request, settled]);
    expect(order).toEqual(['caller stored tokens', 'settled']);
    await expect(apiRequestsSettled()).resolves.toBeUndefined();
  });

  it('posts JSON under /api and returns the checked body', async () => {
    api.use(route('POST', '/api/newsletter/subscribe', { success: true, message: 'Successfully subscribed!' }));
    await expect(
      apiRequest('/newsletter/subscribe', { method: 'POST', body: { email: 'a@b.co' }, schema: ok }),
    ).resolves.toEqual({ success: true, message: 'Successfully subscribed!' });
    const [sent] = requests();
    expect(sent).toMatchObject({ method: 'POST', path: '/api/newsletter/subscribe' });
    expect(sent!.body).toEqual({ email: 'a@b.co' });
    expect(sent!.headers.get('Content-Type')).toBe('application/json');
  });

  it('shows the error field of an error answer, with code and field errors', async () => {
    answer(() => HttpResponse.json({ error: 'Invalid email', code: 'VALIDATION_ERROR', fields: { email: 'Invalid email' } }, { status: 400 }));
    const error = await failure();
    expect(error.message).toBe('Invalid email');
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', fields: { email: 'Invalid email' } });
  });

  it("falls back to 'HTTP error! status: {code}' without an error field", async () => {
    answer(() => HttpResponse.json({ code: 'INTERNAL' }, { status: 500 }));
    expect((await failure()).message).toBe('HTTP error! status: 500');
  });

  it("gives 'Unknown error' for an unparsable body", async () => {
    answer(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure();
    expect(error.message).toBe('Unknown error');
    expect(error.status).toBe(502);
  });

  it('reads Retry-After on 429', async () => {
    answer(() => HttpResponse.json({ error: 'Too many requests', code: 'RATE_LIMITED' }, { status: 429, headers: { 'Retry-After': '30' } }));
    expect(await failure()).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 30 });
  });

  it('reports a request that got no answer as a network error', async () => {
    answer(() => HttpResponse.error());
    expect(await failure()).toMatchObject({ status: 0, code: NETWORK_ERROR });
  });

  it("treats a success body of the wrong shape as 'Unknown error'", async () => {
    answer(() => HttpResponse.json({ ok: 1 }));
    expect((await failure()).message).toBe('Unknown error');
  });
});
