import type { Operations } from '../operation.ts';
import { publicSiteTextsSchema, siteTextPageSchema } from '../../../contracts/siteTexts.ts';
import * as req from '../../requests/siteTexts.ts';

const auth = 'bearer:admin,editor';
const page = { section: req.pageParams.shape.section, lang: req.lang };
const errors = ['NOT_FOUND', 'CONFLICT'];

export const siteTextsOps = {
  'GET /api/site-texts/{lang}': {
    summary: "The editors' texts of every page section in one language (ETag; 304 when unchanged)",
    params: { lang: req.lang },
    ok: { 200: publicSiteTextsSchema, 304: { contentType: 'text/plain', description: 'Not modified (If-None-Match matched)' } },
  },
  'GET /api/admin/site-texts/{section}/{lang}': { summary: "A page section's texts in one language, with the defaults and the history", auth, params: page, ok: { 200: siteTextPageSchema } },
  'PUT /api/admin/site-texts/{section}/{lang}': { summary: "Save a new revision of a page section's texts", auth, params: page, body: req.revision, ok: { 200: siteTextPageSchema }, errors },
  'POST /api/admin/site-texts/{section}/{lang}/restore': { summary: 'Restore an earlier revision as the newest', auth, params: page, body: req.restore, ok: { 200: siteTextPageSchema }, errors },
} satisfies Operations;
