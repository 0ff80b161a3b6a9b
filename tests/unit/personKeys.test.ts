import { describe, it, expect, afterAll } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedReadStore } from '../../infra/readstore/embedded.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { withPersonKeyStore } from '../../infra/security/personKeyStore.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { actorContextSealer } from '../../commands/users/personal.ts';
import {
  ERASED,
  PERSON_KEYS,
  PersonErasedError,
  ensurePersonKey,
  erasePersonKey,
  openValue,
  openWith,
  personKey,
  sealFor,
} from '../../infra/security/personalData.ts';

const dir = mkdtempSync(join(tmpdir(), 'bawaba-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const kek = randomBytes(32);
const now = new Date('2026-11-23T10:00:00Z');
let n = 0;
const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

/** The same contract for the key store in a read-store collection (MongoDB's case) and in its own SQLite file. */
const backends: [string, () => { store: ReadStore; inner: EmbeddedReadStore; file?: string }][] = [
  ['read-store collection', () => {
    const inner = new EmbeddedReadStore();
    return { store: withPersonKeyStore(inner, { kek }), inner };
  }],
  ['SQLite file', () => {
    const inner = new EmbeddedReadStore();
    const file = join(dir, `keys-${++n}.db`);
    return { store: withPersonKeyStore(inner, { kek, file }), inner, file };
  }],
];

describe.each(backends)('person keys in a %s', (_name, make) => {
  it('makes one key per person, seals and opens with it, and binds a value to its person', async () => {
    const { store } = make();
    const [ann, bob] = [id(), id()];
    const key = await ensurePersonKey(store, ann, now);
    expect(await ensurePersonKey(store, ann, now)).toEqual(key);
    const sealed = sealFor(key, ann, 'ann@example.com');
    expect(sealed).not.toContain('ann@example.com');
    expect(await openValue(store, sealed)).toBe('ann@example.com');
    expect(await openValue(store, 'plain from an old log')).toBe('plain from an old log');
    const bobKey = await ensurePersonKey(store, bob, now);
    expect(() => openWith(bobKey, sealed)).toThrow(); // another person's key cannot open it
    expect(() => openWith(undefined, sealed)).toThrow(/key is missing/);
  });

  it('erases for good: the value reads "[erased]" and no new key is ever made for that person', async () => {
    const { store } = make();
    const ann = id();
    const sealed = sealFor(await ensurePersonKey(store, ann, now), ann, 'Ann');
    await erasePersonKey(store, ann, now);
    expect(await personKey(store, ann)).toBe('erased');
    expect(await openValue(store, sealed)).toBe(ERASED);
    await expect(ensurePersonKey(store, ann, now)).rejects.toBeInstanceOf(PersonErasedError);
    await erasePersonKey(store, ann, now); // a repeat changes nothing
    expect(await personKey(store, ann)).toBe('erased');
  });

  it('serves no key from memory once another process erased it', async () => {
    const { store, inner, file } = make();
    const other = withPersonKeyStore(inner, { kek, file }); // a second server on the same stores
    const ann = id();
    const sealed = sealFor(await ensurePersonKey(store, ann, now), ann, 'Ann');
    expect(await openValue(store, sealed)).toBe('Ann'); // unwrapped once, and remembered
    await erasePersonKey(other, ann, now);
    expect(await openValue(store, sealed)).toBe(ERASED);
  });

  it('stores keys wrapped, never in the in-memory read models, and refuses to drop them', async () => {
    const { store, inner, file } = make();
    const ann = id();
    const key = await ensurePersonKey(store, ann, now);
    const stored = file ? readFileSync(file).toString('latin1') + readFileSync(`${file}-wal`).toString('latin1') : JSON.stringify(await inner.collection(PERSON_KEYS).find({}));
    expect(stored).not.toContain(key.toString('base64'));
    if (file) expect(await inner.collection(PERSON_KEYS).countDocuments({})).toBe(0);
    await expect(store.dropCollection(PERSON_KEYS)).rejects.toThrow(/never dropped/);
    await expect(withPersonKeyStore(inner, { kek: randomBytes(32), file }).collection(PERSON_KEYS).findOne({ _id: ann })).rejects.toThrow();
  });
});

describe('person keys in their SQLite file', () => {
  it('survive a restart without any snapshot', async () => {
    const file = join(dir, 'restart.db');
    const ann = id();
    const first = withPersonKeyStore(new EmbeddedReadStore(), { kek, file });
    const sealed = sealFor(await ensurePersonKey(first, ann, now), ann, 'ann@example.com');
    await first.close();
    const second = withPersonKeyStore(new EmbeddedReadStore(), { kek, file });
    expect(await openValue(second, sealed)).toBe('ann@example.com');
    await second.close();
  });
});

describe('the context sealer', () => {
  it('seals one IP and user agent once per key, reuses the text, and stops sealing them once the person is erased', async () => {
    const store = withPersonKeyStore(new EmbeddedReadStore(), { kek });
    const ann = id();
    await ensurePersonKey(store, ann, now);
    const noLog = {} as EventStore; // the key exists, so the sealer never reads the log
    const sealer = actorContextSealer({ keys: store, emailIndexKey: randomBytes(32) }, noLog, () => now);
    const context = { actor: { id: ann, role: 'user' as const }, correlationId: 'c', causationId: 'c', ip: '203.0.113.9', userAgent: 'Firefox' };
    const first = await sealer(context);
    const second = await sealer({ ...context, correlationId: 'd' });
    expect(first.ip).not.toBe('203.0.113.9');
    expect([await openValue(store, first.ip!), await openValue(store, first.userAgent!)]).toEqual(['203.0.113.9', 'Firefox']);
    expect([second.ip, second.userAgent, second.correlationId]).toEqual([first.ip, first.userAgent, 'd']);
    expect((await sealer({ ...context, ip: '198.51.100.1' })).ip).not.toBe(first.ip);
    await erasePersonKey(store, ann, now);
    const after = await sealer(context);
    expect(after).not.toHaveProperty('ip');
    expect(after).not.toHaveProperty('userAgent');
    expect(await openValue(store, first.ip!)).toBe(ERASED);
  });
});
