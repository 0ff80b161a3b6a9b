import { z } from 'zod';
import { statusOf } from '../http/errors.ts';
import { errorSchema, isNonJson, type Operation, type Operations, type Schema } from './operation.ts';

type JsonSchema = Record<string, unknown>;

/** Schemas a recursive zod schema (z.json()) defines for itself, hoisted into components while a document is built. */
let hoisted: Record<string, JsonSchema> = {};

/**
 * JSON Schema 2020-12 (OpenAPI 3.1's dialect) of a zod schema; refinements and transforms are left out.
 * `#/$defs/…` would point at the document's root, so definitions move to components.schemas.
 */
function jsonSchema(schema: Schema, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, $defs, ...rest } = z.toJSONSchema(schema as z.ZodType, { target: 'draft-2020-12', io, unrepresentable: 'any', reused: 'inline', cycles: 'ref' });
  if (!$defs) return rest;
  let text = JSON.stringify(rest);
  let defs = JSON.stringify($defs);
  const renames = Object.keys($defs).map((name, i) => [name, `Def${Object.keys(hoisted).length + i + 1}`] as const);
  for (const [name, unique] of renames) {
    const [from, to] = [JSON.stringify(`#/$defs/${name}`), JSON.stringify(`#/components/schemas/${unique}`)];
    text = text.replaceAll(from, to);
    defs = defs.replaceAll(from, to);
  }
  const moved = JSON.parse(defs) as Record<string, JsonSchema>;
  for (const [name, unique] of renames) hoisted[unique] = moved[name]!;
  return JSON.parse(text) as JsonSchema;
}

const SECURITY_ROLES = (auth: string) => auth.split(':')[1]?.split(',') ?? [];

function parameters(path: string, op: Operation): unknown[] {
  const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const params = inPath.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: op.params?.[name] ? jsonSchema(op.params[name], 'input') : { type: 'string' },
  }));
  if (!op.query) return params;
  const query = jsonSchema(op.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  for (const [name, schema] of Object.entries(query.properties ?? {})) {
    params.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema } as (typeof params)[number]);
  }
  return params;
}

/**
 * The error codes an operation answers: its own, plus what its guard, body parser, validation and rate limit
 * imply, and CONFLICT for any write (a command whose retries against concurrent appends ran out).
 */
export function errorCodesOf(method: string, op: Operation): Set<string> {
  const codes = new Set(op.errors ?? []);
  if (method !== 'GET') codes.add('CONFLICT');
  if (op.body || op.query || op.params) codes.add('VALIDATION_ERROR');
  if (op.body) for (const code of ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE']) codes.add(code);
  if (op.body && !op.bodyType) codes.add('INVALID_JSON');
  if (op.auth) codes.add('UNAUTHORIZED');
  if (op.auth && SECURITY_ROLES(op.auth).length > 0) codes.add('FORBIDDEN');
  if (op.limited) codes.add('RATE_LIMITED');
  codes.add('INTERNAL');
  return codes;
}

/** Error answers grouped by status, each listing its codes. */
function errorResponses(method: string, op: Operation): Record<string, unknown> {
  const codes = errorCodesOf(method, op);
  const byStatus = new Map<number, string[]>();
  for (const code of codes) byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      { description: list.join(', '), content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
    ]),
  );
}

function operationObject(key: string, path: string, op: Operation): Record<string, unknown> {
  const tag = path.split('/')[2] === 'admin' || path.split('/')[2] === 'editor' ? `${path.split('/')[2]}/${path.split('/')[3]}` : path.split('/')[2]!;
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(op.ok)) {
    responses[status] = isNonJson(answer)
      ? {
          description: answer.description,
          content: { [answer.contentType]: { schema: { type: 'string' } }, ...(answer.json ? { 'application/json': { schema: jsonSchema(answer.json, 'output') } } : {}) },
        }
      : { description: 'Success', content: { 'application/json': { schema: jsonSchema(answer, 'output') } } };
  }
  Object.assign(responses, errorResponses(key.split(' ')[0]!, op));
  const body = op.body && {
    required: true,
    content: { [op.bodyType ?? 'application/json']: { schema: jsonSchema(op.body, 'input') } },
  };
  return {
    operationId: key.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, ''),
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [tag],
    security: op.auth === 'bearer?' ? [{}, { bearer: [] }] : op.auth ? [{ bearer: SECURITY_ROLES(op.auth) }] : [],
    parameters: parameters(path, op),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every operation, built from the same zod schemas the routes parse with. */
export function buildDocument(operations: Operations, info: { version: string; serverUrl?: string }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  hoisted = {};
  for (const [key, op] of Object.entries(operations)) {
    const [method, path] = key.split(' ') as [string, string];
    (paths[path] ??= {})[method.toLowerCase()] = operationObject(key, path, op);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Bawaba API',
      version: info.version,
      description:
        'Market data, partner matching, regulations guidance and expert consultations for businesses entering Saudi Arabia. Every error answers `{error, code, ...}`; the live feed is a websocket at /ws (see the README).',
    },
    servers: [{ url: info.serverUrl ?? '/' }],
    paths,
    components: {
      schemas: { Error: jsonSchema(errorSchema, 'output'), ...hoisted },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from /api/auth/login; the scopes listed on an operation are the roles it admits.',
        },
      },
    },
  };
}
