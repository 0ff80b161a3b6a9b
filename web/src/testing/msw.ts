import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The web tests' one stand-in for the API (issue 24): MSW answers the app's real fetch calls, and a
 * request no test expected fails the test (`onUnhandledRequest: 'error'`, set up once in setup.ts).
 * Tests add handlers with `api.use(...)`; they are dropped after each test.
 */
export const api = setupServer();

/** Requests made in this test, oldest first, with their bodies read: JSON parsed, a multipart form as its fields. */
export type Seen = { method: string; path: string; body: unknown; headers: Headers };
const seen: Seen[] = [];
const reading = new Map<string, Promise<unknown>>();
api.events.on('request:start', ({ request, requestId }) => {
  const url = new URL(request.url);
  const entry: Seen = { method: request.method, path: url.pathname + url.search, body: undefined, headers: request.headers };
  seen.push(entry);
  reading.set(requestId, read(request.clone()).then((body) => (entry.body = body)));
});
async function read(request: Request): Promise<unknown> {
  const text = await request.text();
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return formFields(text, type);
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A form's fields by name, a file as {file, type, content}. Not request.formData(): Node's parser cannot make a File under jsdom. */
function formFields(text: string, type: string): Record<string, unknown> {
  const boundary = /boundary=(.+)$/.exec(type)?.[1];
  const fields: Record<string, unknown> = {};
  for (const part of text.split(`--${boundary}`).slice(1, -1)) {
    const split = part.indexOf('\r\n\r\n');
    const head = part.slice(0, split);
    const content = part.slice(split + 4, -2);
    const name = /name="([^"]*)"/.exec(head)?.[1] ?? '';
    const file = /filename="([^"]*)"/.exec(head)?.[1];
    fields[name] = file === undefined ? content : { file, type: /Content-Type: *(.*)/i.exec(head)?.[1]?.trim(), content };
  }
  return fields;
}
export const requests = (): readonly Seen[] => seen;
export const forgetRequests = (): void => void seen.splice(0);

type Params = Readonly<Record<string, string | readonly string[] | undefined>>;
type Answer = JsonBodyType | ((request: Request, params: Params) => Response | Promise<Response>);

/**
 * A handler that answers `method path` with JSON (status 200 unless given), or with what `answer`
 * returns. Name each endpoint the code calls: a wildcard path ('/api/*') would answer requests the
 * test never expected, so no-fetch-stubs.test.ts refuses one without a `// catch-all: <reason>` comment.
 */
export function route(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ALL', path: string, answer: Answer, status = 200, headers: Record<string, string> = {}) {
  const verb = { GET: http.get, POST: http.post, PUT: http.put, PATCH: http.patch, DELETE: http.delete, ALL: http.all }[method];
  return verb(path, async ({ request, requestId, params }) => {
    // Answer once the body is read, so a caller that has its answer finds the body in requests().
    await reading.get(requestId);
    reading.delete(requestId);
    return typeof answer === 'function' ? answer(request, params) : HttpResponse.json(answer, { status, headers });
  });
}

/** The JSON body of the first `method` request to `path` (its query left out), as the server read it. */
export const bodyOf = (method: string, path: string): unknown => requests().find((r) => r.method === method && r.path.split('?')[0] === path)?.body;

/** A resolver that answers each call with the next of `answers`, then a 500 once they are used up. */
export function inTurn(...answers: Response[]): () => Response {
  return () => answers.shift() ?? HttpResponse.json({ error: 'No answer left', code: 'INTERNAL' }, { status: 500 });
}

/** An answer held back until the test calls `release`; `reached` settles once the request is at the server. */
export function held(response: () => Response) {
  let release = (): void => undefined;
  let reach = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const answer = async () => {
    reach();
    await released;
    return response();
  };
  return { answer, reached, release };
}
