/**
 * Market search and suggestions at 64 connections against a real server holding the imported
 * knowledge files. Queries rotate over title words of the items, in English and Arabic, so the
 * index is exercised beyond one cached term. Visitor limits are off: this measures the search. The
 * first pass (`searchCold`) starts right after the index answers; `search` is the pass after it.
 */
import autocannon from 'autocannon';
import { startServer } from '../support/server.ts';
import { call } from '../support/api.ts';
import { readKnowledgeFiles } from '../../infra/content/import.ts';
import { processPeakRssMb } from './support.ts';

const DURATION_S = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const CONNECTIONS = 64;

const items = readKnowledgeFiles().flatMap((f) => (f.ok ? f.items.map((i) => i.item) : []));
if (items.length === 0) throw new Error('no knowledge items to search');
const words = [...new Set(items.flatMap((i) => [i.title.en, i.title.ar]).flatMap((t) => t.split(/[\s\p{P}]+/u)).filter((w) => w.length >= 4))].slice(0, 200);

async function load(requests: autocannon.Request[], url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { requestsPerSec: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

const server = await startServer({ RATE_LIMITS: 'off' });
// The index is built from the knowledge read model; wait until it answers for the first word.
const deadline = Date.now() + 10_000;
while ((await call(server.url, 'POST', '/api/market/search', { body: { query: words[0] } })).body.total === 0 && Date.now() < deadline);

let n = 0;
const next = () => words[n++ % words.length]!;
const searches: autocannon.Request[] = [{ method: 'POST', path: '/api/market/search', headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, body: JSON.stringify({ query: next() }) }) }];
// The first seconds after start are reported on their own: V8 is still compiling the hot paths, and
// every question is asked for the first time (no answer kept yet). The target is the steady state after.
const searchCold = await load(searches, server.url);
const search = await load(searches, server.url);
const suggestions = await load([{ method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/market/suggestions?type=all&q=${encodeURIComponent(next().slice(0, 4))}` }) }], server.url);
const peakRssMb = await processPeakRssMb(server.process.pid!);
await server.stop();
console.log(JSON.stringify({ connections: CONNECTIONS, seconds: DURATION_S, items: items.length, queries: words.length, searchCold, search, suggestions, peakRssMb }));
