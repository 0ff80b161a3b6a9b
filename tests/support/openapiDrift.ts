import { appendFileSync } from 'node:fs';
import { errorSchema, isNonJson, type NonJson, type Operation } from '../../api/openapi/operation.ts';
import { operations } from '../../api/openapi/operations.ts';
import { errorCodesOf } from '../../api/openapi/document.ts';

type Matcher = { key: string; method: string; pattern: RegExp; params: number; op: Operation };

const matchers: Matcher[] = Object.entries(operations)
  .map(([key, op]) => {
    const [method, path] = key.split(' ') as [string, string];
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
    return { key, method, pattern: new RegExp(`^${source}$`), params: (path.match(/\{/g) ?? []).length, op };
  })
  // The most literal path wins: /api/admin/users/export before /api/admin/users/{id}.
  .sort((a, b) => a.params - b.params);

/** The documented operation a request hit, if any. */
export function operationFor(method: string, path: string): Matcher | undefined {
  const bare = path.split('?')[0]!;
  return matchers.find((m) => m.method === method && m.pattern.test(bare));
}

/**
 * What is wrong with an answer against the OpenAPI document's schema for it, or undefined. Only JSON
 * answers of documented operations are checked; an operation documents no success answer yet is skipped.
 */
export function driftOf(method: string, path: string, status: number, contentType: string | null, body: unknown): string | undefined {
  const match = operationFor(method.toUpperCase(), path);
  if (!match || !contentType?.includes('application/json')) return undefined;
  const { op, key } = match;
  const documented = op.ok[status];
  if (status >= 400 && !documented) {
    const parsed = errorSchema.safeParse(body);
    if (!parsed.success) return `${key} answered ${status} with a body that is not the error schema: ${parsed.error.message}`;
    return errorCodesOf(match.method, op).has(parsed.data.code) ? undefined : `${key} answered ${status} ${parsed.data.code}, an error code its entry in api/openapi/ops/ does not list`;
  }
  if (Object.keys(op.ok).length === 0) return undefined;
  const schema = documented;
  if (!schema) return `${key} answered ${status}, which the document does not list (it lists ${Object.keys(op.ok).join(', ')})`;
  const json = isNonJson(schema) ? schema.json : schema;
  if (!json) return `${key} answered ${status} as JSON, documented as ${(schema as NonJson).contentType}`;
  const parsed = json.safeParse(body);
  return parsed.success ? undefined : `${key} answered ${status} off its documented schema:\n${parsed.error.message}`;
}

/** Throws on drift, so the int test that saw the answer fails (OPENAPI_DRIFT_LOG=file collects instead). */
export function assertNoDrift(method: string, path: string, status: number, contentType: string | null, body: unknown): void {
  const drift = driftOf(method, path, status, contentType, body);
  if (!drift) return;
  const log = process.env.OPENAPI_DRIFT_LOG;
  if (log) return appendFileSync(log, `${JSON.stringify({ method, path, status, drift, body })}\n`);
  throw new Error(`OpenAPI drift: ${drift}`);
}
