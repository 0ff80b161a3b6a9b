import { describe, it, expect, afterEach } from 'vitest';
import express from 'express';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { useRequestLog } from '../../../api/http/requestLog.ts';
import { errorHandler } from '../../../api/http/errors.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** OWASP ASVS 4.0.3 V7.4.1-V7.4.3 (docs/ASVS.md): the one last-resort handler every API error reaches. */
describe('errorHandler', () => {
  it('answers an unexpected error, thrown or rejected, with a generic 500 and the request id; the detail goes to the log only', async () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const app = express();
    useRequestLog(app, pino({ level: 'info' }, sink));
    app.get('/thrown', () => {
      throw new Error('connect ECONNREFUSED 10.0.0.5:27017 (internal detail)');
    });
    app.get('/rejected', async () => {
      await Promise.reject(new TypeError("Cannot read properties of undefined (reading 'internalField')"));
    });
    app.use(errorHandler);
    await new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', () => resolve())));
    const { port } = server!.address() as { port: number };

    for (const path of ['/thrown', '/rejected']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      const text = await res.text();
      expect(res.status).toBe(500);
      expect(JSON.parse(text)).toEqual({ error: 'Internal Server Error', code: 'INTERNAL' });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      // The same id is in the log line that holds the detail, so support can find it.
      await expect.poll(() => lines.some((l) => l.includes(res.headers.get('x-request-id')!) && /10.0.0.5:27017|internalField/.test(l))).toBe(true);
    }
  });
});
