import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { authorize, principal, requireAccess } from '../http/guards.ts';
import { commandContext } from '../http/commandContext.ts';
import { requestLanguage } from '../http/language.ts';
import type { RateLimiterFactory } from '../http/rateLimit.ts';
import { body, parse, query } from '../http/validate.ts';
import { recordSearch } from '../../commands/market/recordSearch.ts';
import { getSubscription } from '../../projections/queries/subscriptions.ts';
import { HISTORY_PROJECTION, KNOWLEDGE_PROJECTION, knowledge, marketHistory, openSearchIndex, type SearchIndex } from '../../projections/queries/market.ts';
import { KINDS_BY_TYPE, LANGS, factView, pick, type Lang } from '../../domain/market/present.ts';
import { inStepOrder } from '../../domain/market/report.ts';
import { PARTNERS_PROJECTION, openPartnerIndex, withPartnerResults, type PartnerResult } from '../../projections/queries/partners.ts';
import { taxRouter } from './tax.ts';
import { marketReportRouter, maybeSignedIn } from './marketReports.ts';
import { historyInput, langInput, legalInput, searchInput, suggestionsInput } from '../requests/market.ts';

const DAY = 24 * 60 * 60 * 1000;
/** Visitors' searches per IP and day; signed-in users count against their tier's monthly allowance. */
export const VISITOR_SEARCHES_PER_DAY = 5;


/** `?lang=` first, else the first of Accept-Language we have, else English. */
function langOf(req: Request): Lang {
  const explicit = parse(langInput, { lang: req.query.lang }).lang;
  return explicit ?? requestLanguage(req, LANGS);
}

const NO_PARTNERS: { results: PartnerResult[]; total: number } = Object.freeze({ results: Object.freeze([]) as unknown as PartnerResult[], total: 0 });

/**
 * The results of a search answer as JSON, kept beside the indexes' own answers: both indexes hand
 * back the same frozen hits for a question until they change, so the text made from them is good as
 * long as they are, and goes with them. Serialising twenty results was a tenth of a search's time.
 * Kept encoded (UTF-8): the answer is written around these bytes, so a request copies none of them.
 */
const serialised = new WeakMap<object, WeakMap<object, Map<Lang, Buffer>>>();
export function resultsJson(hits: readonly object[], partners: readonly object[], lang: Lang, make: () => unknown[]): Buffer {
  let byPartners = serialised.get(hits);
  if (!byPartners) serialised.set(hits, (byPartners = new WeakMap()));
  let byLang = byPartners.get(partners);
  if (!byLang) byPartners.set(partners, (byLang = new Map()));
  let json = byLang.get(lang);
  if (json === undefined) byLang.set(lang, (json = Buffer.from(JSON.stringify(make()))));
  return json;
}

/** `index` is shared with the assistant's retrieval answerer when the app passes one. */
export function marketRouter(ctx: AppContext, limit: RateLimiterFactory, index: Promise<SearchIndex> = openSearchIndex(ctx.readStore, ctx.projectedBy(KNOWLEDGE_PROJECTION), ctx.projections)): Router {
  const router = Router();
  const signedIn = authorize(ctx.jwtSecret);
  const visitorLimit = limit({
    name: 'marketSearchVisitor',
    windowMs: DAY,
    limit: VISITOR_SEARCHES_PER_DAY,
    key: (req) => (req.principal ? undefined : `ip:${ipKeyGenerator(req.ip ?? 'unknown')}`),
  });
  index.catch((err: unknown) => ctx.log.error({ err }, 'market search index failed to load'));
  const facts = knowledge(ctx.readStore);
  const partners = openPartnerIndex(ctx.readStore, ctx.projectedBy(PARTNERS_PROJECTION));
  partners.catch((err: unknown) => ctx.log.error({ err }, 'partner search index failed to load'));

  router.post('/market/search', maybeSignedIn(ctx.jwtSecret), visitorLimit, async (req, res) => {
    const input = body(req, searchInput);
    const lang = langOf(req);
    const { hits, total: factTotal } = (await index).search(input.query, { kinds: KINDS_BY_TYPE[input.type], industry: input.industry }, lang);
    // Public bodies are facts too, so `all` takes only the firms from the partner index.
    const listed = input.type === 'partners' || input.type === 'all' ? (await partners).search(input.query, { industry: input.industry, publicBodies: input.type === 'partners' }) : NO_PARTNERS;
    const total = factTotal + listed.total;
    const id = randomUUID();
    if (req.principal) {
      const who = principal(req);
      const { tier } = await getSubscription(ctx.readStore, who.sub);
      const search = { searchId: id, userId: who.sub, query: input.query, industry: input.industry ?? null, searchType: input.type, total, tier };
      const result = await recordSearch(ctx.events, ctx.readStore, search, { now: ctx.now, context: commandContext(req) });
      await waitForProjection(ctx, result.position, [HISTORY_PROJECTION]);
    }
    const results = resultsJson(hits, listed.results, lang, () => {
      const facts = hits.map(({ item, score, snippet }) => {
        const title = pick(item.title, lang);
        const fallback = title.fallback || pick(item.body, lang).fallback;
        return { kind: item.kind, id: item.id, title: title.text, snippet, sectors: item.sectors, source: item.source, asOf: item.asOf, score, ...(fallback && { fallback }) };
      });
      return withPartnerResults(facts, listed.results);
    });
    // The same fields, in the same order, as res.json({ id, query, results, total }) would send. Written in
    // three pieces (one socket write): joining them made a new string of every answer (two bytes a
    // character for Arabic) and a buffer of it, about two thirds of a search's garbage.
    const head = `{"id":${JSON.stringify(id)},"query":${JSON.stringify(input.query)},"results":`;
    const tail = `,"total":${total}}`;
    res.type('json').set('Content-Length', String(Buffer.byteLength(head) + results.length + Buffer.byteLength(tail)));
    res.write(head);
    res.write(results);
    res.end(tail);
  });

  router.get('/market/suggestions', async (req, res) => {
    const input = query(req, suggestionsInput);
    const lang = langOf(req);
    const items = input.q ? (await index).suggest(input.q, { kinds: KINDS_BY_TYPE[input.type] }) : [];
    res.json({ suggestions: items.map((i) => ({ text: pick(i.title, lang).text, kind: i.kind, id: i.id })) });
  });

  router.use(marketReportRouter(ctx, langOf));

  router.post('/market/legal', signedIn, requireAccess(ctx.readStore, 'legal'), async (req, res) => {
    const input = body(req, legalInput);
    const lang = langOf(req);
    const kinds = KINDS_BY_TYPE.legal.filter((k) => k !== 'step');
    const asked = [input.question, input.topic].filter(Boolean).join(' ');
    const items = asked
      ? (await index).search(asked, { kinds, industry: input.industry }, lang, 10).hits.map((h) => h.item)
      : (await facts.live(kinds, input.industry)).map((e) => e.item);
    const steps = inStepOrder((await facts.live(['step'], input.industry)).map((e) => e.item));
    const now = ctx.now();
    res.json({ items: items.map((i) => factView(i, lang, now)), steps: steps.map((i) => factView(i, lang, now)) });
  });

  router.use(taxRouter(ctx));

  router.get('/market/history', signedIn, async (req, res) => {
    const { limit: max } = query(req, historyInput);
    res.json({ items: await marketHistory(ctx.readStore, principal(req).sub, max) });
  });

  return router;
}
