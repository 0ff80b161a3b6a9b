/**
 * Child process of tests/int/groupCommit.test.ts: 64 concurrent appenders on a file-backed store,
 * each printing `ack <stream>` once its append is acknowledged, and then appending on until the
 * parent kills the process, so the kill lands while commits are in flight.
 */
import { SqliteEventStore } from '../../infra/eventstore/sqlite.ts';

const [file, prefix] = process.argv.slice(2) as [string, string];
const store = new SqliteEventStore(file);

async function appender(i: number): Promise<void> {
  for (let round = 0; ; round++) {
    const stream = `${prefix}${i}x${round}`;
    await store.append(stream, [{ type: 'Acknowledged', data: { i, round } }], { expectedRevision: 'no_stream' });
    process.stdout.write(`ack ${stream}\n`);
  }
}

await Promise.all(Array.from({ length: 64 }, (_, i) => appender(i)));
