import { z } from 'zod';
import type { Operations } from '../operation.ts';
import { partnerMatchesSchema, partnerSchema } from '../../../contracts/market.ts';
import * as req from '../../requests/partners.ts';

const id = { id: z.uuid() };
const decided = z.looseObject({ id: z.string(), status: z.enum(['pending', 'approved', 'rejected']) });

export const partnersOps = {
  'POST /api/partners/apply': { summary: 'Apply to be listed as a local partner (reviewed before it is shown)', body: req.applyInput, ok: { 201: decided }, limited: true },
  'GET /api/partners': { summary: 'The directory of approved partners', ok: { 200: z.looseObject({ partners: z.array(partnerSchema) }) } },
  'POST /api/market/partners': { summary: 'Partners matching a business (industry, city, services, languages)', auth: 'bearer', body: req.matchInput, ok: { 200: partnerMatchesSchema }, errors: ['TIER_REQUIRED', 'QUOTA_EXCEEDED'] },
  'GET /api/admin/partners/applications': {
    summary: 'Partner applications, optionally of one status (back office)',
    auth: 'bearer:admin',
    query: req.statusInput,
    ok: {
      200: z.looseObject({
        applications: z.array(
          z.looseObject({
            id: z.string(),
            status: z.enum(['pending', 'approved', 'rejected']),
            partner: partnerSchema,
            contactEmail: z.string(),
            appliedAt: z.string(),
            decidedAt: z.nullable(z.string()),
            decidedBy: z.nullable(z.string()),
            note: z.nullable(z.string()),
          }),
        ),
      }),
    },
  },
  'POST /api/admin/partners/applications/{id}/approve': { summary: 'Approve a partner application', auth: 'bearer:admin', params: id, body: req.noteInput, ok: { 200: decided }, errors: ['NOT_FOUND', 'INVALID_TRANSITION'] },
  'POST /api/admin/partners/applications/{id}/reject': { summary: 'Reject a partner application', auth: 'bearer:admin', params: id, body: req.noteInput, ok: { 200: decided }, errors: ['NOT_FOUND', 'INVALID_TRANSITION'] },
  'POST /api/admin/partners/{id}/verify': { summary: 'Mark an approved partner verified, or not', auth: 'bearer:admin', params: id, body: req.verifyInput, ok: { 200: z.looseObject({ id: z.string(), verified: z.boolean() }) }, errors: ['NOT_FOUND', 'INVALID_TRANSITION'] },
} satisfies Operations;
