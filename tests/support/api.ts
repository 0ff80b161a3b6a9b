import { assertNoDrift } from './openapiDrift.ts';

/** Small fetch helpers for tests that talk to a running server. */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export async function call(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; raw?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Json; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await res.text();
  let body: Json = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = { text };
  }
  // Every answer the int suites see is checked against the OpenAPI document: a drift fails the test that saw it.
  assertNoDrift(method, path, res.status, res.headers.get('content-type'), body);
  return { status: res.status, body, headers: res.headers };
}

let counter = 0;
export function newUser(overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {}) {
  counter += 1;
  return {
    email: `user${Date.now()}${counter}@example.com`,
    password: 'correct horse battery staple',
    firstName: 'Test',
    lastName: `User${counter}`,
    ...overrides,
  };
}

export const register = (base: string, user = newUser()) => call(base, 'POST', '/api/auth/register', { body: user });
