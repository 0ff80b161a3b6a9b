/** Writes the synthetic log once; later runs reuse it when it already holds the requested count. */
import { join } from 'node:path';
import { EsdbEventStore } from '../../infra/eventstore/esdb.ts';
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';
import { writeSyntheticUsers } from './synthetic.ts';

const url = process.env.EVENTSTORE_URL;
const events = url ? new EsdbEventStore(url) : new SqliteEventStore(join(process.env.BENCH_DATA_DIR!, 'events.db'), { durability: 'relaxed' });
const total = Number(process.env.BENCH_EVENTS);
const head = await events.headPosition();
const started = performance.now();
if (!head) await writeSyntheticUsers(events, total, 5, 10_000);
await events.close();
console.log(JSON.stringify({ reused: Boolean(head), seconds: (performance.now() - started) / 1000 }));
