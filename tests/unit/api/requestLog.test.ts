import { describe, it, expect, afterEach } from 'vitest';
import express from 'express';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { useRequestLog } from '../../../api/http/requestLog.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

type Observed = { path: string; status: number; seconds: number };

async function serve(configure: (app: express.Express) => void, observed?: Observed[]) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) });
  const app = express();
  const observe = observed && ((req: express.Request, res: express.Response, seconds: number) => void observed.push({ path: req.originalUrl, status: res.statusCode, seconds }));
  useRequestLog(app, pino({ level: 'info' }, sink), { skip: (path) => path === '/quiet', ...(observe ? { observe } : {}) });
  configure(app);
  await new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', () => resolve())));
  const { port } = server!.address() as { port: number };
  // The line is written on the response's 'close', which may come after the client has the body.
  const lineCount = (n: number) => expect.poll(() => lines.length).toBe(n);
  return { url: `http://127.0.0.1:${port}`, lines, lineCount };
}

describe('requestLog', () => {
  it('logs one line per request with its id, path and status, and never the query or headers', async () => {
    const { url, lines, lineCount } = await serve((app) => app.get('/ws', (req, res) => res.json({ id: req.id })));
    const res = await fetch(`${url}/ws?token=secret-token-value`, { headers: { authorization: 'Bearer secret-bearer' } });
    const body = (await res.json()) as { id: string };
    await lineCount(1);
    expect(res.headers.get('x-request-id')).toBe(body.id);
    expect(lines[0]).toMatchObject({ reqId: body.id, method: 'GET', path: '/ws', statusCode: 200, msg: 'request completed' });
    expect(JSON.stringify(lines)).not.toMatch(/secret/);
  });

  it('gives handlers a child logger bound to the request id, and logs 5xx answers as errors', async () => {
    const { url, lines, lineCount } = await serve((app) =>
      app.get('/boom', (req, res) => {
        req.log.warn('about to fail');
        res.status(500).end();
      }),
    );
    await fetch(`${url}/boom`);
    await lineCount(2);
    const [warned, finished] = lines;
    expect(warned).toMatchObject({ level: 40, msg: 'about to fail', reqId: finished!.reqId });
    expect(finished).toMatchObject({ level: 50, statusCode: 500 });
  });

  it('redacts tokens carried in the path (draft previews), and keeps ids and slugs readable', async () => {
    const preview = `pv_${'a1B2_c3D4-'.repeat(4)}abc`;
    const { url, lines, lineCount } = await serve((app) => app.get('/{*rest}', (_req, res) => res.end()));
    await fetch(`${url}/${preview}`);
    await fetch(`${url}/api/articles/preview/${preview}`);
    await fetch(`${url}/api/bookings/0f8fad5b-d9cb-469f-a165-70867728950e/cancel`);
    await fetch(`${url}/articles/vision-2030-and-the-regional-headquarters`);
    await fetch(`${url}/x/${'9f'.repeat(32)}`);
    await lineCount(5);
    expect(JSON.stringify(lines)).not.toContain(preview.slice(3));
    expect(lines.map((l) => l.path)).toEqual([
      '/:redacted',
      '/api/articles/preview/:redacted',
      '/api/bookings/0f8fad5b-d9cb-469f-a165-70867728950e/cancel',
      '/articles/vision-2030-and-the-regional-headquarters',
      '/x/:redacted',
    ]);
  });

  it('skips the paths it is told to', async () => {
    const { url, lines, lineCount } = await serve((app) => app.get(['/quiet', '/loud'], (_req, res) => res.end()));
    await fetch(`${url}/quiet`);
    await fetch(`${url}/loud`);
    // Lines come in request order, so once /loud's is here, /quiet's would have been too.
    await lineCount(1);
    expect(lines[0]).toMatchObject({ path: '/loud' });
  });

  it('tells its observer (the metrics) of every finished request, those it does not log too, and not of an aborted one', async () => {
    const observed: Observed[] = [];
    let hang!: () => void;
    const hung = new Promise<void>((resolve) => (hang = resolve));
    const { url, lines, lineCount } = await serve((app) => {
      app.get(['/quiet', '/loud'], (_req, res) => res.status(204).end());
      app.get('/slow', (_req, res) => {
        res.write('partial');
        hang();
      });
    }, observed);
    await fetch(`${url}/quiet`);
    await fetch(`${url}/loud`);
    const aborted = new AbortController();
    const slow = fetch(`${url}/slow`, { signal: aborted.signal }).then((r) => r.body?.getReader().read());
    await hung;
    aborted.abort();
    await slow.catch(() => undefined);
    await lineCount(2);
    expect(lines[1]).toMatchObject({ path: '/slow', msg: 'request aborted' });
    expect(observed.map(({ path, status }) => ({ path, status }))).toEqual([
      { path: '/quiet', status: 204 },
      { path: '/loud', status: 204 },
    ]);
    expect(observed.every((o) => o.seconds >= 0 && o.seconds < 5)).toBe(true);
  });
});
