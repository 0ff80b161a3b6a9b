import { z } from 'zod';
import type { Operations } from '../operation.ts';
import { applicationListSchema, applicationSubmittedSchema, positionAnswerSchema, positionListSchema } from '../../../contracts/hiring.ts';
import * as req from '../../requests/hiring.ts';
import { applicationInput } from '../../requests/hiringApplication.ts';

const auth = 'bearer:admin';
const id = { id: z.uuid() };

export const hiringOps = {
  'POST /api/hire/applications': {
    summary: 'Apply for an open position, with a CV (PDF or DOCX) in the field "cv"',
    body: applicationInput.extend({ cv: z.string().meta({ format: 'binary' }) }),
    bodyType: 'multipart/form-data',
    ok: { 201: applicationSubmittedSchema },
    errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'CONFLICT'],
    limited: true,
  },
  'GET /api/hire/positions': { summary: 'Open positions', ok: { 200: positionListSchema } },
  'GET /api/admin/hire/positions': { summary: 'Every position, open and closed', auth, ok: { 200: positionListSchema } },
  'POST /api/admin/hire/positions': { summary: 'Open a position', auth, body: req.positionInput, ok: { 201: positionAnswerSchema } },
  'PUT /api/admin/hire/positions/{id}': { summary: 'Revise a position', auth, params: id, body: req.positionInput, ok: { 200: positionAnswerSchema }, errors: ['NOT_FOUND', 'CONFLICT'] },
  'POST /api/admin/hire/positions/{id}/close': { summary: 'Close a position', auth, params: id, ok: { 200: positionAnswerSchema }, errors: ['NOT_FOUND', 'CONFLICT'] },
  'GET /api/admin/hire/applications': { summary: 'Applications, optionally of one status', auth, query: req.listInput, ok: { 200: applicationListSchema } },
  'PUT /api/admin/hire/applications/{id}/status': {
    summary: "Move an application on (reviewing, rejected, hired), with a note",
    auth,
    params: id,
    body: req.statusInput,
    ok: { 200: z.looseObject({ id: z.string(), status: z.string(), note: z.nullable(z.string()) }) },
    errors: ['NOT_FOUND', 'INVALID_TRANSITION'],
  },
  'DELETE /api/admin/hire/applications/{id}': { summary: 'Erase an application and its CV', auth, params: id, ok: { 200: z.looseObject({ id: z.string(), status: z.literal('erased') }) }, errors: ['NOT_FOUND'] },
  'GET /api/admin/hire/applications/{id}/cv': {
    summary: "Download an application's CV",
    auth,
    params: id,
    ok: { 200: { contentType: 'application/octet-stream', description: 'The CV as uploaded (PDF or DOCX)' } },
    errors: ['NOT_FOUND'],
  },
} satisfies Operations;
