/**
 * npm run events:export -- --from 2026-01-01 --to 2026-11-30 --types UserRegistered,BookingConfirmed --out events.ndjson
 * Writes events of the log (embedded or EventStoreDB, as the server's config says) as NDJSON, one
 * event a line in log order, with every personal field removed (issue 11): analysts' own tools get
 * no email, name, IP, user agent or free text. Dates are ISO; a date alone for --to includes that
 * day. Without --out the lines go to stdout. The log is read a page at a time, so memory stays flat.
 */
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../infra/config.ts';
import { createBackends } from '../../infra/backends.ts';
import { eventsForAnalysts } from '../../commands/audit/log.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function usage(problem: string): never {
  console.error(`${problem}\nUsage: npm run events:export -- [--from ISO] [--to ISO] [--types A,B] [--out file.ndjson]`);
  process.exit(2);
}

function instant(name: string, value: string | undefined, endOfDay = false): string | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(DATE_ONLY.test(value) && endOfDay ? `${value}T23:59:59.999Z` : value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(ms)) usage(`--${name} must be an ISO date or date-time, got "${value}"`);
  return new Date(ms).toISOString();
}

let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, types: { type: 'string' }, out: { type: 'string' } }, strict: true, allowPositionals: false });
}
try {
  args = parse();
} catch (error) {
  usage((error as Error).message);
}
const { values } = args;
const from = instant('from', values.from);
const to = instant('to', values.to, true);
if (from && to && from > to) usage('--from must not be after --to');
if (values.types !== undefined && !/^[A-Za-z][A-Za-z0-9]*(,[A-Za-z][A-Za-z0-9]*)*$/.test(values.types)) usage('--types must be event type names separated by commas');
const types = values.types ? new Set(values.types.split(',')) : undefined;

const { events, readStore } = await createBackends(loadConfig());
let written = 0;
async function* lines() {
  for await (const event of eventsForAnalysts(events, { types, from, to })) {
    written += 1;
    if (values.out && written % 100_000 === 0) process.stderr.write(`\r${written.toLocaleString('en')} events`);
    yield `${JSON.stringify(event)}\n`;
  }
}
try {
  await pipeline(Readable.from(lines()), values.out ? createWriteStream(values.out) : process.stdout);
  if (values.out) process.stderr.write(`\r${written.toLocaleString('en')} events written to ${values.out}, personal fields removed\n`);
} finally {
  await Promise.all([events.close(), readStore.close()]);
}
