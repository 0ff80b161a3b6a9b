import { randomUUID } from 'node:crypto';
import { applyUpdate } from './mingo.ts';
import type { Doc, Filter, Update } from './port.ts';
import { fastUpdate, isSimpleUpdate } from './fastPath.ts';
import { clone } from './clone.ts';

/**
 * The Mongo update semantics both embedded stores share (in memory and SQLite): the document an
 * update makes of an existing one, and the one an upsert creates.
 */

/**
 * The updated copy of `current`, or undefined when the update changes nothing. `current` is never
 * mutated, unless `inPlace`: then the caller owns it, and it is changed where it is (and may be left
 * half changed when the update throws).
 */
export function updated(current: Doc, update: Update, inPlace = false): Doc | undefined {
  let modifier = update;
  if (update.$setOnInsert !== undefined) {
    modifier = {};
    for (const op in update) if (op !== '$setOnInsert') modifier[op] = update[op]!;
  }
  const id = current._id;
  let next: Doc;
  if (isSimpleUpdate(modifier)) {
    const result = fastUpdate(current, modifier, inPlace);
    if (!result.changed) return undefined;
    next = result.next;
  } else {
    next = inPlace ? current : clone(current);
    if (applyUpdate(next, modifier, undefined, undefined, { cloneMode: 'deep' }).length === 0) return undefined;
  }
  if (next._id !== id) throw new Error('Performing an update on the path _id would modify the immutable field _id');
  return next;
}

/** The document an upsert inserts when nothing matches `filter`. */
export function inserted(filter: Filter, update: Update): Doc {
  const direct = insertByIdOnly(filter, update);
  if (direct) return direct;
  const { $setOnInsert, ...rest } = update;
  let doc = seedFromFilter(filter);
  const onInsert = $setOnInsert ? { ...rest, $set: { ...rest.$set, ...$setOnInsert } } : rest;
  if (isSimpleUpdate(onInsert)) doc = fastUpdate(doc, onInsert).next;
  else applyUpdate(doc, onInsert, undefined, undefined, { cloneMode: 'deep' });
  return doc;
}

/**
 * The document an upsert of `{_id}` with only `$setOnInsert` creates (how projections create
 * documents), built directly; undefined for any other shape, which takes the general path.
 */
function insertByIdOnly(filter: Filter, update: Update): Doc | undefined {
  const id = filter._id;
  if (typeof id !== 'string') return undefined;
  let keys = 0;
  for (const _ in filter) if (++keys > 1) return undefined;
  const fields = update.$setOnInsert;
  if (!fields) return undefined;
  for (const op in update) if (op !== '$setOnInsert') return undefined;
  const doc: Record<string, unknown> = { _id: id };
  for (const key in fields) {
    if (key === '_id' || key.includes('.') || key.charCodeAt(0) === 36) return undefined;
    const value = fields[key];
    if (value !== undefined) doc[key] = value !== null && typeof value === 'object' ? clone(value) : value;
  }
  return doc as Doc;
}

/** Mongo seeds an upserted document with the filter's plain equality fields. */
function seedFromFilter(filter: Filter): Doc {
  const doc: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key.startsWith('$')) continue;
    if (value !== null && typeof value === 'object' && Object.keys(value).some((k) => k.startsWith('$'))) continue;
    doc[key] = value !== null && typeof value === 'object' ? clone(value) : value;
  }
  if (typeof doc._id !== 'string') doc._id = randomUUID();
  return doc as Doc;
}
