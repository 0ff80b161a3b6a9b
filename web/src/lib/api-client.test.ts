import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, NETWORK_ERROR, apiRequest, apiRequestsSettled } from './api-client.ts';
import { jsonResponse } from '@/testing/render.tsx';

const ok = z.object({ success: z.literal(true), message: z.string() });

function answer(response: Response | Error) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    }),
  );
}

async function failure(): Promise<ApiError> {
  const error = await apiRequest('/contact', { method: 'POST', body: {}, schema: ok }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says when no request is in flight and their callers have run, so a refused refresh can see fresh tokens', async () => {
    let release: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>((resolve) => (release = resolve))));
    const order: string[] = [];
    const request = apiRequest('/settings/security/password', { method: 'POST', body: {}, schema: ok }).then(() => order.push('caller stored tokens'));
    const settled = apiRequestsSettled().then(() => order.push('settled'));
    await Promise.resolve();
    expect(order).toEqual([]);
    release(jsonResponse({ success: true, message: 'changed' }));
    await Promise.all([request, settled]);
    expect(order).toEqual(['caller stored tokens', 'settled']);
    await expect(apiRequestsSettled()).resolves.toBeUndefined();
  });

  it('posts JSON under /api and returns the checked body', async () => {
    answer(jsonResponse({ success: true, message: 'Successfully subscribed!' }));
    await expect(
      apiRequest('/newsletter/subscribe', { method: 'POST', body: { email: 'a@b.co' }, schema: ok }),
    ).resolves.toEqual({ success: true, message: 'Successfully subscribed!' });
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/newsletter/subscribe');
    expect(init).toMatchObject({ method: 'POST', body: '{"email":"a@b.co"}' });
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('shows the error field of an error answer, with code and field errors', async () => {
    answer(
      jsonResponse({ error: 'Invalid email', code: 'VALIDATION_ERROR', fields: { email: 'Invalid email' } }, 400),
    );
    const error = await failure();
    expect(error.message).toBe('Invalid email');
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', fields: { email: 'Invalid email' } });
  });

  it("falls back to 'HTTP error! status: {code}' without an error field", async () => {
    answer(jsonResponse({ code: 'INTERNAL' }, 500));
    expect((await failure()).message).toBe('HTTP error! status: 500');
  });

  it("gives 'Unknown error' for an unparsable body", async () => {
    answer(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await failure();
    expect(error.message).toBe('Unknown error');
    expect(error.status).toBe(502);
  });

  it('reads Retry-After on 429', async () => {
    answer(jsonResponse({ error: 'Too many requests', code: 'RATE_LIMITED' }, 429, { 'Retry-After': '30' }));
    expect(await failure()).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 30 });
  });

  it('reports a request that got no answer as a network error', async () => {
    answer(new TypeError('Failed to fetch'));
    expect(await failure()).toMatchObject({ status: 0, code: NETWORK_ERROR });
  });

  it("treats a success body of the wrong shape as 'Unknown error'", async () => {
    answer(jsonResponse({ ok: 1 }));
    expect((await failure()).message).toBe('Unknown error');
  });
});
