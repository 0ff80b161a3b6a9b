import { z } from 'zod';
import type { Operations } from '../operation.ts';

const check = z.looseObject({ kind: z.string(), ok: z.boolean(), error: z.string().optional() });
const ready = z.looseObject({
  ready: z.boolean(),
  status: z.enum(['ready', 'not ready']),
  eventStore: check,
  readStore: check,
  projections: z.array(z.looseObject({ name: z.string(), position: z.nullable(z.string()), lag: z.number(), status: z.string(), parked: z.number() })),
});

export const healthOps = {
  'GET /api/health': { summary: 'Answers while the process is up', ok: { 200: z.looseObject({ status: z.literal('ok') }) } },
  'GET /api/ready': {
    summary: 'Ready: both stores answer and every projection has caught up (503 with `ready: false` and what is behind otherwise)',
    ok: { 200: ready, 503: ready },
  },
  'GET /api/openapi.json': { summary: 'This document', ok: { 200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }) } },
  'GET /api/docs': { summary: 'The API reference page (Swagger UI, served from node_modules)', ok: { 200: { contentType: 'text/html', description: 'The reference page' } } },
  'GET /api/docs/init.js': { summary: "The reference page's start-up script", ok: { 200: { contentType: 'text/javascript', description: 'Script' } } },
  'GET /api/docs/{asset}': {
    summary: "The reference page's script and style sheet",
    params: { asset: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js']) },
    ok: { 200: { contentType: 'text/javascript', description: 'swagger-ui-bundle.js (text/javascript) or swagger-ui.css (text/css)' } },
    errors: ['NOT_FOUND'],
  },
} satisfies Operations;
