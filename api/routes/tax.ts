import { Router, type Request } from 'express';
import type { AppContext } from '../context.ts';
import { authorize } from '../http/guards.ts';
import { body, parse } from '../http/validate.ts';
import { knowledge } from '../../projections/queries/market.ts';
import { LANGS, type Lang } from '../../domain/market/present.ts';
import { ALL_TAX_FACT_IDS, estimateTax, taxRulesFrom } from '../../domain/market/tax.ts';
import { langInput, taxInput } from '../requests/tax.ts';

const langOf = (req: Request): Lang => parse(langInput, { lang: req.query.lang }).lang ?? ((req.acceptsLanguages(...LANGS) || 'en') as Lang);

/** POST /market/tax-estimate (issue 10): the pure estimate over the rules of the sourced tax facts. */
export function taxRouter(ctx: AppContext): Router {
  const router = Router();
  const facts = knowledge(ctx.readStore);

  router.post('/market/tax-estimate', authorize(ctx.jwtSecret), async (req, res) => {
    const input = body(req, taxInput);
    const entries = await Promise.all(ALL_TAX_FACT_IDS.map((id) => facts.byId(id)));
    const rules = taxRulesFrom(entries.flatMap((e) => (e ? [e.item] : [])), langOf(req), ctx.now());
    res.json(estimateTax(input, rules));
  });

  return router;
}
