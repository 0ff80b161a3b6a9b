import { z } from 'zod/mini';

/** The server's error body (spec section 8). */
export interface ApiErrorBody {
  error?: unknown;
  code?: unknown;
  fields?: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  /** Seconds, from Retry-After on 429 answers. */
  readonly retryAfter: number | null;

  constructor(
    message: string,
    init: { status: number; code: string; fields?: Record<string, string>; retryAfter?: number | null },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.retryAfter = init.retryAfter ?? null;
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
}

function stringFields(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
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
    retryAfter,
  });
}

/** The one way the web app calls /api: JSON in, schema-checked JSON out, errors as ApiError. */
export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('Network error', { status: 0, code: NETWORK_ERROR });
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
