import { z } from 'zod';
import type { Operations } from '../operation.ts';
import { factSchema, historySchema, reportSchema, searchAnswerSchema, suggestionsSchema, taxEstimateSchema } from '../../../contracts/market.ts';
import * as req from '../../requests/market.ts';
import * as tax from '../../requests/tax.ts';

export const marketOps = {
  'POST /api/market/search': {
    summary: 'Search market, legal and partner facts (visitors: 5 a day per address; signed in: the plan’s monthly allowance)',
    auth: 'bearer?',
    query: req.langInput,
    body: req.searchInput,
    ok: { 200: searchAnswerSchema },
    errors: ['QUOTA_EXCEEDED'],
    limited: true,
  },
  'GET /api/market/suggestions': { summary: 'Search suggestions as the user types', query: req.suggestionsInput, ok: { 200: suggestionsSchema } },
  'GET /api/market/report/{id}': {
    summary: 'A market report: of an industry (generated now), or one generated earlier for the caller (as it was then)',
    description: 'Visitors get the summary only; signed-in callers get what their plan includes.',
    auth: 'bearer?',
    query: req.langInput,
    ok: { 200: reportSchema },
    errors: ['NOT_FOUND'],
  },
  'GET /api/market/report/{id}/export': {
    summary: 'Download a market report as Markdown (professional plan and above)',
    auth: 'bearer',
    query: req.langInput,
    ok: { 200: { contentType: 'text/markdown', description: 'The report as a Markdown file (attachment)' } },
    errors: ['NOT_FOUND', 'TIER_REQUIRED'],
  },
  'POST /api/market/legal': {
    summary: 'Laws and regulations that apply, with the registration steps in order (legal guidance plan feature)',
    auth: 'bearer',
    query: req.langInput,
    body: req.legalInput,
    ok: { 200: z.looseObject({ items: z.array(factSchema), steps: z.array(factSchema) }) },
    errors: ['TIER_REQUIRED'],
  },
  'POST /api/market/tax-estimate': { summary: 'Estimate corporate income tax, zakat, withholding and VAT from sourced rules', auth: 'bearer', query: tax.langInput, body: tax.taxInput, ok: { 200: taxEstimateSchema } },
  'GET /api/market/history': { summary: "The caller's searches and generated reports, newest first", auth: 'bearer', query: req.historyInput, ok: { 200: historySchema } },
} satisfies Operations;
