import { isDeepStrictEqual } from 'node:util';
import type { Doc, Filter, Update } from './port.ts';
import { clone } from './clone.ts';
import { getPath } from './path.ts';

/**
 * mingo builds a fresh operator context for every query and update, which dominates replay time.
 * Projections mostly use plain equality, range guards and $set/$inc/$unset, so those are compiled
 * here; anything else returns undefined and the caller falls back to mingo. The read-store
 * contract suite holds both paths to the same answers.
 */

type Scalar = string | number | boolean;

const isScalar = (v: unknown): v is Scalar => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** One operator against a field value: true/false, or undefined for an operator or value it cannot judge. */
function test(op: string, operand: unknown, v: unknown): boolean | undefined {
  if (Array.isArray(v)) return undefined;
  switch (op) {
    case '$eq':
      return isScalar(operand) ? v === operand : undefined;
    case '$ne':
      return isScalar(operand) ? v !== operand : undefined;
    case '$lt':
    case '$lte':
    case '$gt':
    case '$gte': {
      if (typeof operand !== 'number' && typeof operand !== 'string') return undefined;
      // Mongo compares only within a type; a missing field or another type does not match.
      if (typeof v !== typeof operand) return false;
      const a = v as number | string;
      return op === '$lt' ? a < operand : op === '$lte' ? a <= operand : op === '$gt' ? a > operand : a >= operand;
    }
    default:
      return undefined;
  }
}

/**
 * Judges a document against a filter of plain equality and range conditions, without allocating.
 * Answers undefined when the filter or the document needs the full engine (other operators, arrays);
 * a condition that is plainly false settles the whole conjunction even then.
 */
export function matchSimple(doc: Doc, filter: Filter): boolean | undefined {
  let unsure = false;
  for (const path in filter) {
    if (path.charCodeAt(0) === 36) return undefined;
    const condition = filter[path];
    const v = getPath(doc, path);
    if (isScalar(condition)) {
      if (Array.isArray(v)) unsure = true;
      else if (v !== condition) return false;
      continue;
    }
    if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return undefined;
    for (const op in condition as Record<string, unknown>) {
      const r = test(op, (condition as Record<string, unknown>)[op], v);
      if (r === false) return false;
      if (r === undefined) unsure = true;
    }
  }
  return unsure ? undefined : true;
}

const SIMPLE_OPS = new Set(['$set', '$setOnInsert', '$inc', '$unset']);

/** True when fastUpdate can apply this update. */
export function isSimpleUpdate(update: Update): boolean {
  for (const op in update) {
    if (!SIMPLE_OPS.has(op)) return false;
    for (const path in update[op]) if (!isPlainPath(path)) return false;
  }
  return true;
}

/** False for paths with an operator or an array index segment (`$`, `a.$`, `a.0.b`). */
function isPlainPath(path: string): boolean {
  let digitsOnly = true;
  let segmentStart = 0;
  for (let i = 0; i <= path.length; i++) {
    const c = path.charCodeAt(i);
    if (c === 36) return false;
    if (i === path.length || c === 46) {
      if (digitsOnly && segmentStart > 0 && i > segmentStart) return false;
      segmentStart = i + 1;
      digitsOnly = true;
    } else if (c < 48 || c > 57) digitsOnly = false;
  }
  return true;
}

/**
 * Applies $set/$inc/$unset to a copy (copy-on-write along each path) and reports whether
 * anything changed. The input document is never mutated, unless `inPlace` says the caller owns it
 * and wants it changed where it is (a bulk write's documents, which nobody else holds).
 */
export function fastUpdate(doc: Doc, update: Update, inPlace = false): { next: Doc; changed: boolean } {
  const next: Record<string, unknown> = inPlace ? doc : { ...doc };
  let changed = false;
  const parentOf = (path: string): [Record<string, unknown>, string] => {
    if (!path.includes('.')) return [next, path];
    const parts = path.split('.');
    let target = next;
    for (const part of parts.slice(0, -1)) {
      const child = target[part];
      const object = child !== null && typeof child === 'object' && !Array.isArray(child);
      const copy = object ? (inPlace ? child : { ...(child as object) }) : {};
      target[part] = copy;
      target = copy as Record<string, unknown>;
    }
    return [target, parts.at(-1)!];
  };
  for (const [op, fields] of Object.entries(update)) {
    if (op === '$setOnInsert') continue;
    for (const [path, value] of Object.entries(fields)) {
      const current = getPath(next, path);
      if (op === '$set') {
        if (current === value) continue;
        if (value !== null && typeof value === 'object' && current !== null && typeof current === 'object' && isDeepStrictEqual(current, value)) continue;
        const [parent, key] = parentOf(path);
        parent[key] = value !== null && typeof value === 'object' ? clone(value) : value;
      } else if (op === '$inc') {
        if (typeof value !== 'number') throw new Error(`Cannot increment with non-numeric argument: {${path}: ${String(value)}}`);
        if (current !== undefined && typeof current !== 'number') throw new Error(`Cannot apply $inc to a value of non-numeric type at ${path}`);
        if (value === 0 && current !== undefined) continue;
        const [parent, key] = parentOf(path);
        parent[key] = ((current as number | undefined) ?? 0) + value;
      } else {
        if (current === undefined) continue;
        const [parent, key] = parentOf(path);
        delete parent[key];
      }
      changed = true;
    }
  }
  return { next: next as Doc, changed };
}
