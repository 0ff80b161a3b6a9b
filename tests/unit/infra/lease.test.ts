import { describe, it, expect, afterEach, vi } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileLease, ReadStoreLease, leaseOwner, type Lease } from '../../../infra/readstore/lease.ts';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';

const dirs: string[] = [];
afterEach(() => {
  vi.useRealTimers();
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

/** Two processes' handles on one lease: two FileLease objects on one file, or one shared read store. */
const kinds: [string, () => [Lease, Lease]][] = [
  [
    'lock file in DATA_DIR',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'bawaba-lease-'));
      dirs.push(dir);
      return [new FileLease(join(dir, 'leases.db')), new FileLease(join(dir, 'leases.db'))];
    },
  ],
  [
    'read-store document',
    () => {
      const store = new EmbeddedReadStore();
      return [new ReadStoreLease(store), new ReadStoreLease(store)];
    },
  ],
];

describe.each(kinds)('lease: %s', (_name, open) => {
  it('has one holder at a time, renews for its holder, passes on at expiry or release', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const [a, b] = open();
    expect(await a.acquire('mail', 'a', 1_000)).toBe(true);
    expect(await b.acquire('mail', 'b', 1_000)).toBe(false);
    expect(await b.acquire('projector', 'b', 1_000)).toBe(true);

    vi.advanceTimersByTime(900);
    expect(await a.acquire('mail', 'a', 1_000)).toBe(true);
    vi.advanceTimersByTime(900);
    expect(await b.acquire('mail', 'b', 1_000)).toBe(false);
    vi.advanceTimersByTime(200);
    expect(await b.acquire('mail', 'b', 1_000)).toBe(true);
    expect(await a.acquire('mail', 'a', 1_000)).toBe(false);

    await a.release('mail', 'a');
    expect(await a.acquire('mail', 'a', 1_000)).toBe(false);
    await b.release('mail', 'b');
    expect(await a.acquire('mail', 'a', 1_000)).toBe(true);
    a.close();
    b.close();
  });
});

describe('lease file: a holder whose process is gone', () => {
  it('is replaced at once on the same machine, while a live or foreign holder keeps it until expiry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bawaba-lease-'));
    dirs.push(dir);
    const lease = new FileLease(join(dir, 'leases.db'));
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    expect(await lease.acquire('booking-process', `${hostname()}:${dead}:gone`, 60_000)).toBe(true);
    // The killed process cannot renew: its lease passes on without waiting the minute.
    expect(await lease.acquire('booking-process', leaseOwner(), 60_000)).toBe(true);
    expect(await lease.acquire('mail', leaseOwner(), 60_000)).toBe(true);
    expect(await lease.acquire('mail', `${hostname()}:${process.pid}:other`, 60_000)).toBe(false);
    expect(await lease.acquire('snapshot', `another-host:${dead}:x`, 60_000)).toBe(true);
    expect(await lease.acquire('snapshot', leaseOwner(), 60_000)).toBe(false);
  });
});
