import { z } from 'zod/mini';
import { authPageExemptions, features, isProtectedPath } from './features.ts';
import { getSession } from './session.ts';
import { refreshSession, sessionLost } from './session-lost.ts';
import { noteServerDate } from './token-expiry.ts';

/** The server's error body (spec section 8). */
export interface ApiErrorBody {
  error?: unknown;
  code?: unknown;
  fields?: unknown;
  fieldCodes?: unknown;
  fieldLimits?: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  /** The machine reason of some `fields` (domain/shared/errors.ts FIELD_CODES), for the reader's language. */
  readonly fieldCodes: Readonly<Record<string, string>>;
  /** The length a field coded TOO_SHORT or TOO_LONG must reach or stay within, for the text to name it. */
  readonly fieldLimits: Readonly<Record<string, number>>;
  /** Seconds, from Retry-After on 429 answers. */
  readonly retryAfter: number | null;
  /** The whole error body, for answers that carry more (e.g. existingMethods of ACCOUNT_EXISTS). */
  readonly details: Readonly<Record<string, unknown>>;

  constructor(
    message: string,
    init: {
      status: number;
      code: string;
      fields?: Record<string, string>;
      fieldCodes?: Record<string, string>;
      fieldLimits?: Record<string, number>;
      retryAfter?: number | null;
      details?: Record<string, unknown>;
    },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.fieldCodes = init.fieldCodes ?? {};
    this.fieldLimits = init.fieldLimits ?? {};
    this.retryAfter = init.retryAfter ?? null;
    this.details = init.details ?? {};
  }
}

/** status 0: the request never got an answer (offline, DNS, aborted connection). */
export const NETWORK_ERROR = 'NETWORK_ERROR';

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** zod/mini keeps the first-load bundle small; classic zod schemas work too. */
  schema: z.core.$ZodType<T>;
  signal?: AbortSignal;
  /** Send the session's bearer token (and take part in the 401 handling of spec section 4). */
  auth?: boolean;
  /** Use this token instead of the session's (e.g. right after sign-in, before the session is stored). */
  token?: string;
  /** Makes a change safe to send again: the server does it once per key (web/src/lib/action-key.ts). */
  idempotencyKey?: string;
}

function stringFields(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function numberFields(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
  );
}

function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

export async function toApiError(response: Response): Promise<ApiError> {
  const retryAfter = parseRetryAfter(response.headers.get('Retry-After'));
  let body: ApiErrorBody;
  try {
    body = (await response.json()) as ApiErrorBody;
  } catch {
    return new ApiError('Unknown error', { status: response.status, code: 'UNKNOWN', retryAfter });
  }
  const message =
    body && typeof body.error === 'string' && body.error !== ''
      ? body.error
      : `HTTP error! status: ${response.status}`;
  return new ApiError(message, {
    status: response.status,
    code: body && typeof body.code === 'string' ? body.code : 'HTTP_ERROR',
    fields: stringFields(body?.fields),
    fieldCodes: stringFields(body?.fieldCodes),
    fieldLimits: numberFields(body?.fieldLimits),
    retryAfter,
    details: body && typeof body === 'object' ? (body as Record<string, unknown>) : {},
  });
}

async function send(path: string, request: ApiRequest<unknown>): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = request.token ?? (request.auth ? getSession().token : null);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  try {
    const response = await fetch(`/api${path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
      credentials: 'same-origin',
    });
    noteServerDate(response.headers.get('Date'));
    return response;
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('Network error', { status: 0, code: NETWORK_ERROR });
  }
}

const RETRYABLE = new Set(['GET', 'HEAD', 'OPTIONS']);

function handles401(path: string, request: ApiRequest<unknown>): boolean {
  if (!request.auth || request.token) return false;
  if (features.interceptProtectedOnly && !isProtectedPath(path)) return false;
  if (authPageExemptions.includes(window.location.pathname)) return false;
  return getSession().isAuthenticated;
}

let inFlight = 0;
let settledWaiters: (() => void)[] = [];

/**
 * Resolves once no /api request is in flight and their callers have run (a macrotask later). A refused
 * refresh must not end a session that an answer on its way replaces: a password change revokes every
 * session, this one included, and answers with fresh tokens after the live feed has already been closed.
 */
export function apiRequestsSettled(): Promise<void> {
  return new Promise((resolve) => {
    if (inFlight === 0) setTimeout(resolve, 0);
    else settledWaiters.push(resolve);
  });
}

/** The one way the web app calls /api: JSON in, schema-checked JSON out, errors as ApiError. */
export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  inFlight += 1;
  try {
    return await requestOnce(path, request);
  } finally {
    inFlight -= 1;
    if (inFlight === 0 && settledWaiters.length) {
      const waiters = settledWaiters;
      settledWaiters = [];
      setTimeout(() => waiters.forEach((resolve) => resolve()), 0);
    }
  }
}

async function requestOnce<T>(path: string, request: ApiRequest<T>): Promise<T> {
  let response = await send(path, request);
  if (response.status === 401 && handles401(path, request)) {
    // Offline, the 401 cannot be trusted to mean the session is gone: the offline banner shows, no logout.
    if (!navigator.onLine) throw await toApiError(response);
    const refreshed = features.silentRefresh && (await refreshSession());
    if (!refreshed) {
      sessionLost();
      throw await toApiError(response);
    }
    // Only safe methods, and changes with an Idempotency-Key, are repeated; another POST may have had effects.
    if (!RETRYABLE.has(request.method ?? 'GET') && !request.idempotencyKey) throw await toApiError(response);
    response = await send(path, request);
  }
  if (!response.ok) throw await toApiError(response);
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new ApiError('Unknown error', { status: response.status, code: 'UNKNOWN' });
  }
  const parsed = z.safeParse(request.schema, data);
  if (!parsed.success) {
    throw new ApiError('Unknown error', { status: response.status, code: 'INVALID_RESPONSE' });
  }
  return parsed.data;
}
