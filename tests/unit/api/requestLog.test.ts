import { describe, it, expect, afterEach } from 'vitest';
import express from 'express';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { useRequestLog } from '../../../api/http/requestLog.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(configure: (app: express.Express) => void) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(JSON.parse(String(chunk))), done()) });
  const app = express();
  useRequestLog(app, pino({ level: 'info' }, sink), { skip: (path) => path === '/quiet' });
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
});
