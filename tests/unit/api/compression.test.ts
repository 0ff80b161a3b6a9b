import express from 'express';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressWhereAsked } from '../../../api/http/compression.ts';

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `A market fact number ${i}` })) };
const app = express().use(compressWhereAsked()).get('/big', (_req, res) => void res.json(big));
let server: ReturnType<typeof app.listen>;
beforeAll(() => new Promise<void>((resolve) => (server = app.listen(0, '127.0.0.1', () => resolve()))));
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** node:http, not fetch: fetch always asks for gzip and unpacks it. */
function get(headers: Record<string, string>): Promise<{ headers: Record<string, unknown>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request({ port: (server.address() as AddressInfo).port, host: '127.0.0.1', path: '/big', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject).end();
  });
}

describe('compressWhereAsked', () => {
  it('compresses for a client that asks for gzip', async () => {
    const res = await get({ 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.bytes.length).toBeLessThan(JSON.stringify(big).length / 2);
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('sends the same answer unpacked, with the same Vary, to a client that asks for no encoding', async () => {
    const res = await get({});
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.bytes.toString('utf8'))).toEqual(big);
    expect(res.headers.vary).toBe('Accept-Encoding');
  });
});
