import type { SQLInputValue } from 'node:sqlite';
import type { Filter, Sort } from './port.ts';

/**
 * Turns the port's Mongo filters into SQL over JSON documents, for the SQLite read store. Only
 * conditions on `_id` and on indexed fields become SQL, and always as a superset of what Mongo
 * matches: the store checks every row against the whole filter in JS afterwards. So a condition
 * SQL cannot express exactly (other operators, booleans, which JSON stores as 1/0) is left to JS,
 * and SQL's only job is to narrow the rows through an index.
 */

/** SQL text of a field's value; byte for byte what the expression indexes are built on, or SQLite would not use them. */
export function fieldExpr(field: string): string {
  if (field === '_id') return '_id';
  const path = field
    .split('.')
    .map((part) => `"${part.replaceAll('"', '\\"')}"`)
    .join('.');
  return `json_extract(doc, '$.${path.replaceAll("'", "''")}')`;
}

export const quoteName = (name: string): string => `"${name.replaceAll('"', '""')}"`;

export type Where = {
  clauses: string[];
  params: SQLInputValue[];
  /** True when the clauses match exactly what the filter does, so SQL alone can count. */
  exact: boolean;
};

type Fields = { indexed: ReadonlySet<string>; multikey: ReadonlySet<string>; multikeyTable: string };

const isOperatorObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0 && Object.keys(v).every((k) => k.startsWith('$'));
const plain = (v: unknown): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v));

export function translate(filter: Filter, fields: Fields, into: Where = { clauses: [], params: [], exact: true }): Where {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const part of condition as Filter[]) translate(part, fields, into);
      continue;
    }
    if (key.startsWith('$') || (key !== '_id' && !fields.indexed.has(key))) {
      into.exact = false;
      continue;
    }
    if (isOperatorObject(condition)) {
      for (const [op, operand] of Object.entries(condition)) operator(key, op, operand, fields, into);
    } else {
      equals(key, condition, fields, into);
    }
  }
  return into;
}

function equals(field: string, value: unknown, fields: Fields, into: Where): void {
  if (fields.multikey.has(field)) {
    if (!plain(value)) return void (into.exact = false);
    into.clauses.push(`_id IN (SELECT id FROM ${fields.multikeyTable} WHERE field = ? AND value = ?)`);
    into.params.push(field, value);
    return;
  }
  const expr = fieldExpr(field);
  if (value === null) {
    into.clauses.push(`${expr} IS NULL`);
  } else if (plain(value)) {
    into.clauses.push(`${expr} = ?`);
    into.params.push(value);
  } else if (typeof value === 'boolean') {
    // JSON true and false read as 1 and 0, as do the numbers 1 and 0: a superset.
    into.clauses.push(`${expr} = ?`);
    into.params.push(value ? 1 : 0);
    into.exact = false;
  } else {
    into.exact = false;
  }
}

const RANGE: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

function operator(field: string, op: string, operand: unknown, fields: Fields, into: Where): void {
  if (op === '$eq') return equals(field, operand, fields, into);
  if (op === '$in' && Array.isArray(operand) && operand.length > 0 && operand.every(plain)) {
    const marks = operand.map(() => '?').join(', ');
    if (fields.multikey.has(field)) {
      into.clauses.push(`_id IN (SELECT id FROM ${fields.multikeyTable} WHERE field = ? AND value IN (${marks}))`);
      into.params.push(field, ...operand);
    } else {
      into.clauses.push(`${fieldExpr(field)} IN (${marks})`);
      into.params.push(...operand);
    }
    return;
  }
  const sign = RANGE[op];
  if (sign && plain(operand) && !fields.multikey.has(field)) {
    const expr = fieldExpr(field);
    // Mongo compares within one type; in SQLite every number sorts before every text, so '' bounds the other type out.
    into.clauses.push(`${expr} ${sign} ?`, typeof operand === 'number' ? `${expr} < ''` : `${expr} >= ''`);
    into.params.push(operand);
    return;
  }
  into.exact = false;
}

export function orderBy(sort: Sort | undefined): string {
  const keys = Object.entries(sort ?? {});
  if (keys.length === 0) return '';
  return ` ORDER BY ${keys.map(([field, dir]) => `${fieldExpr(field)} ${dir === -1 ? 'DESC' : 'ASC'}`).join(', ')}`;
}
