import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The web tests' one stand-in for the API (issue 24): MSW answers the app's real fetch calls, and a
 * request no test expected fails the test (`onUnhandledRequest: 'error'`, set up once in setup.ts).
 * Tests add handlers with `api.use(...)`; they are dropped after each test.
 */
export const api = setupServer();

/** Requests the handlers answered in this test, oldest first, with their JSON bodies read. */
export type Seen = { method: string; path: string; body: unknown; headers: Headers };
const seen: Seen[] = [];
api.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const entry: Seen = { method: request.method, path: url.pathname + url.search, body: undefined, headers: request.headers };
  seen.push(entry);
  void request
    .clone()
    .text()
    .then((text) => (entry.body = text ? parse(text) : undefined));
});
const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
export const requests = (): readonly Seen[] => seen;
export const forgetRequests = (): void => void seen.splice(0);

type Answer = JsonBodyType | ((request: Request) => Response | Promise<Response>);

/**
 * A handler that answers `method path` with JSON (status 200 unless given), or with what `answer`
 * returns. `ALL` with a wildcard path ('/api/*') stands for a server that answers everything alike.
 */
export function route(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ALL', path: string, answer: Answer, status = 200, headers: Record<string, string> = {}) {
  const verb = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete, ALL: http.all }[method];
  return verb(path, ({ request }) => (typeof answer === 'function' ? answer(request) : HttpResponse.json(answer, { status, headers })));
}
