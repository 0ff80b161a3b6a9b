import type { Operations } from './operation.ts';
import { articlesOps } from './ops/articles.ts';
import { newsletterOps } from './ops/newsletter.ts';
import { hiringOps } from './ops/hiring.ts';
import { accountOps } from './ops/account.ts';
import { healthOps } from './ops/health.ts';
import { siteTextsOps } from './ops/siteTexts.ts';
import { authOps } from './ops/auth.ts';
import { adminOps } from './ops/admin.ts';
import { conversationsOps } from './ops/conversations.ts';
import { marketOps } from './ops/market.ts';
import { partnersOps } from './ops/partners.ts';
import { expertsOps } from './ops/experts.ts';
import { bookingsOps } from './ops/bookings.ts';
import { plansOps } from './ops/plans.ts';

/** Every operation of /api, by `METHOD /api/path` (OpenAPI path syntax); tests/int/openapi.test.ts checks Express knows no other. */
export const operations: Operations = { ...articlesOps, ...newsletterOps, ...hiringOps, ...accountOps, ...healthOps, ...siteTextsOps, ...authOps, ...adminOps, ...conversationsOps, ...marketOps, ...partnersOps, ...expertsOps, ...bookingsOps, ...plansOps };
