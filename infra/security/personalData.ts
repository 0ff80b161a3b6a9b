import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { DuplicateKeyError, type Doc, type ReadStore } from '../readstore/port.ts';

/**
 * Crypto-shredding (PDPL, GDPR). Every personal field a user's events hold is sealed with that
 * person's own AES-256-GCM key; erasing the person deletes the key, and every copy of the field
 * (the log, its backups, replays) is unreadable from then on.
 *
 * Keys are read through the read-store port, collection `personKeys`. The server wraps that one
 * collection (personKeyStore.ts): the key material is itself sealed with a key-encryption key, and
 * on the embedded backend the collection lives in its own SQLite file (secure_delete, full sync),
 * never in the read models' file.
 */
export const PERSON_KEYS = 'personKeys';
export const ERASED = '[erased]';

/** `key` is base64 of 32 bytes in the port's view; a tombstone has `erasedAt` and no key. */
export type PersonKeyDoc = Doc & { key?: string; erasedAt?: string; createdAt: string };
export type PersonKey = Buffer | 'erased' | undefined;

/** A sealed field: `pii1.<personId>.<base64url(iv | tag | ciphertext)>`. */
const PREFIX = 'pii1.';
const SEALED = /^pii1\.([0-9A-Za-z-]{1,64})\.([A-Za-z0-9_-]+)$/;

export class PersonErasedError extends Error {
  override name = 'PersonErasedError';
}

/**
 * Node makes a KeyObject from a raw key on every cipher it creates, which costs more than the
 * AES-GCM work on a short field: each key's KeyObject is made once (histories open 100,000 fields).
 */
const keyObjects = new WeakMap<Buffer, KeyObject>();
function keyObject(key: Buffer): KeyObject {
  let made = keyObjects.get(key);
  if (!made) keyObjects.set(key, (made = createSecretKey(key)));
  return made;
}

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX);

/** The person a sealed value belongs to; undefined for plaintext (events from before sealing). */
export function sealedOwner(value: unknown): string | undefined {
  return isSealed(value) ? SEALED.exec(value)?.[1] : undefined;
}

/** The person's id is authenticated data, so a value cannot be passed off as someone else's. */
export function sealFor(key: Buffer, personId: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyObject(key), iv);
  cipher.setAAD(Buffer.from(personId));
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return `${PREFIX}${personId}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/**
 * Plaintext passes through (logs written before sealing); an erased key reads as ERASED. A
 * missing key or a failed tag is corruption, not erasure, and throws rather than hide it.
 */
export function openWith(key: PersonKey, value: string): string {
  if (!isSealed(value)) return value;
  if (key === 'erased') return ERASED;
  if (key) {
    const known = opened.get(value);
    if (known?.key === key) return known.text;
  }
  const match = SEALED.exec(value);
  if (!match || !key) throw new Error('A sealed personal field cannot be opened: its key is missing');
  const raw = Buffer.from(match[2]!, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyObject(key), raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(match[1]!));
  decipher.setAuthTag(raw.subarray(12, 28));
  const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  opened.set(value, { key, text });
  return text;
}

/**
 * Fields opened lately, by sealed text (its random IV makes each one unique), with the key that
 * opened it: a booking's views and folds opened the same few names and contexts again and again, a
 * tenth of the booking path. An entry answers only for the very key Buffer that opened it, so once
 * the person is erased (no key, or 'erased') it is never used; forgetOpened drops them at once.
 */
const opened = new LRUCache<string, { key: Buffer; text: string }>({ max: 20_000 });

/** After an erasure in this process: the person's opened fields leave memory too. */
export function forgetOpened(personId: string): void {
  const prefix = `${PREFIX}${personId}.`;
  for (const value of [...opened.keys()]) if (value.startsWith(prefix)) opened.delete(value);
}

/**
 * The same key text gives the same Buffer, so keyObject's WeakMap finds its KeyObject again; a
 * fresh Buffer per read made a KeyObject per opened field. Keyed by the key itself, so an erased
 * key (its document now without one) is never answered from here.
 */
const keyBuffers = new LRUCache<string, Buffer>({ max: 10_000 });

export async function personKey(store: ReadStore, personId: string): Promise<PersonKey> {
  const doc = await store.collection<PersonKeyDoc>(PERSON_KEYS).findOne({ _id: personId });
  if (!doc) return undefined;
  if (!doc.key) return 'erased';
  let key = keyBuffers.get(doc.key);
  if (!key) keyBuffers.set(doc.key, (key = Buffer.from(doc.key, 'base64')));
  return key;
}

/** The person's key, made on first use. An erased person never gets a new one. */
export async function ensurePersonKey(store: ReadStore, personId: string, now: Date): Promise<Buffer> {
  const existing = await personKey(store, personId);
  if (existing === 'erased') throw new PersonErasedError(`The personal data of ${personId} has been erased`);
  if (existing) return existing;
  const key = randomBytes(32);
  try {
    await store.collection<PersonKeyDoc>(PERSON_KEYS).insertOne({ _id: personId, key: key.toString('base64'), createdAt: now.toISOString() });
    return key;
  } catch (error) {
    // Another request made the key at the same moment: use theirs, or the data would split.
    if (!(error instanceof DuplicateKeyError)) throw error;
    return ensurePersonKey(store, personId, now);
  }
}

/** Deletes the key, leaving a tombstone so the person reads as erased (not as corrupt) for ever. */
export async function erasePersonKey(store: ReadStore, personId: string, now: Date): Promise<void> {
  forgetOpened(personId);
  await store
    .collection<PersonKeyDoc>(PERSON_KEYS)
    .updateOne({ _id: personId }, { $set: { erasedAt: now.toISOString() }, $unset: { key: '' } }, { upsert: true });
}

/** Opens any sealed value by looking its owner up; for read models and histories. */
export async function openValue(store: ReadStore, value: string): Promise<string> {
  const owner = sealedOwner(value);
  return owner ? openWith(await personKey(store, owner), value) : value;
}
