import { isDeepStrictEqual } from 'node:util';
import type { Doc, Filter, Update } from './port.ts';

/**
 * mingo builds a fresh operator context for every query and update, which dominates replay time.
 * Projections mostly use plain equality, range guards and $set/$inc/$unset, so those are compiled
 * here; anything else returns undefined and the caller falls back to mingo. The read-store
 * contract suite holds both paths to the same answers.
 */

type Scalar = string | number | boolean;
type Test = (doc: Doc) => boolean | undefined;

const isScalar = (v: unknown): v is Scalar => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

function getPath(doc: Record<string, unknown>, path: string): unknown {
  if (!path.includes('.')) return doc[path];
  let value: unknown = doc;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const RANGE: Record<string, (a: number | string, b: number | string) => boolean> = {
  $lt: (a, b) => a < b,
  $lte: (a, b) => a <= b,
  $gt: (a, b) => a > b,
  $gte: (a, b) => a >= b,
};

function compileField(path: string, condition: unknown): Test | undefined {
  if (isScalar(condition)) {
    return (doc) => {
      const v = getPath(doc, path);
      return Array.isArray(v) ? undefined : v === condition;
    };
  }
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return undefined;
  const tests: Test[] = [];
  for (const [op, operand] of Object.entries(condition)) {
    const range = RANGE[op];
    if (range && (typeof operand === 'number' || typeof operand === 'string')) {
      // Mongo compares only within a type; a missing field or another type does not match.
      tests.push((doc) => {
        const v = getPath(doc, path);
        if (Array.isArray(v)) return undefined;
        return typeof v === typeof operand && range(v as number | string, operand);
      });
    } else if (op === '$eq' && isScalar(operand)) {
      tests.push((doc) => {
        const v = getPath(doc, path);
        return Array.isArray(v) ? undefined : v === operand;
      });
    } else if (op === '$ne' && isScalar(operand)) {
      tests.push((doc) => {
        const v = getPath(doc, path);
        return Array.isArray(v) ? undefined : v !== operand;
      });
    } else {
      return undefined;
    }
  }
  return (doc) => {
    for (const t of tests) {
      const r = t(doc);
      if (r !== true) return r;
    }
    return true;
  };
}

/** A matcher for simple filters; it answers undefined for a document it cannot judge (arrays). */
export function compileFilter(filter: Filter): Test | undefined {
  const tests: Test[] = [];
  for (const [path, condition] of Object.entries(filter)) {
    if (path.startsWith('$')) return undefined;
    const t = compileField(path, condition);
    if (!t) return undefined;
    tests.push(t);
  }
  return (doc) => {
    for (const t of tests) {
      const r = t(doc);
      if (r !== true) return r;
    }
    return true;
  };
}

const SIMPLE_OPS = new Set(['$set', '$setOnInsert', '$inc', '$unset']);

/** True when fastUpdate can apply this update. */
export const isSimpleUpdate = (update: Update): boolean =>
  Object.keys(update).every((op) => SIMPLE_OPS.has(op)) &&
  Object.values(update).every((fields) => Object.keys(fields).every((p) => !p.includes('$') && !/\.\d+(\.|$)/.test(p)));

/**
 * Applies $set/$inc/$unset to a copy (copy-on-write along each path) and reports whether
 * anything changed. The input document is never mutated.
 */
export function fastUpdate(doc: Doc, update: Update): { next: Doc; changed: boolean } {
  const next: Record<string, unknown> = { ...doc };
  let changed = false;
  const parentOf = (path: string): [Record<string, unknown>, string] => {
    if (!path.includes('.')) return [next, path];
    const parts = path.split('.');
    let target = next;
    for (const part of parts.slice(0, -1)) {
      const child = target[part];
      const copy = child !== null && typeof child === 'object' && !Array.isArray(child) ? { ...(child as object) } : {};
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
        if (isDeepStrictEqual(current, value)) continue;
        const [parent, key] = parentOf(path);
        parent[key] = value !== null && typeof value === 'object' ? structuredClone(value) : value;
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
