import { z } from 'zod';
import type { Operations } from '../operation.ts';
import { expertAnswerSchema } from '../../../contracts/experts.ts';
import { expertSummarySchema, topicSchema } from '../../../contracts/bookings.ts';
import * as req from '../../requests/experts.ts';

const id = { id: z.uuid() };

export const expertsOps = {
  'GET /api/consultations/topics': { summary: 'Consultation topics with their follow-up questions, in the asked language (?lang=)', query: z.object({ lang: z.string().optional() }), ok: { 200: z.array(topicSchema) } },
  'GET /api/experts': { summary: 'Experts who take consultations, optionally of one topic', query: req.expertsQuery, ok: { 200: z.array(expertSummarySchema) } },
  'GET /api/experts/me': { summary: "The signed-in expert's profile and weekly availability", auth: 'bearer:expert', ok: { 200: expertAnswerSchema } },
  'PUT /api/experts/me': { summary: "Save the signed-in expert's profile and availability", auth: 'bearer:expert', body: req.profileInput, ok: { 200: expertAnswerSchema } },
  'GET /api/admin/experts/{id}': { summary: "An expert's profile (back office)", auth: 'bearer:admin', params: id, ok: { 200: expertAnswerSchema }, errors: ['NOT_FOUND', 'NOT_AN_EXPERT'] },
  'PUT /api/admin/experts/{id}': { summary: "Save an expert's profile (back office)", auth: 'bearer:admin', params: id, body: req.profileInput, ok: { 200: expertAnswerSchema }, errors: ['NOT_FOUND', 'NOT_AN_EXPERT'] },
} satisfies Operations;
