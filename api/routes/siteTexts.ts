import { Router } from 'express';
import { createHash } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { commandContext } from '../http/commandContext.ts';
import { body, parse } from '../http/validate.ts';
import { reviseSiteTexts, restoreSiteTexts } from '../../commands/siteTexts/siteTexts.ts';
import { SITE_TEXT_LANGUAGES, SITE_TEXT_SECTIONS } from '../../domain/siteTexts/siteText.ts';
import { SITE_TEXTS_PROJECTION, siteTextHistory, siteTexts } from '../../projections/queries/siteTexts.ts';
import { defaultSiteTexts, siteTextKeys } from '../siteTextDefaults.ts';
import { lang, pageParams, restore, revision } from '../requests/siteTexts.ts';


/** Site texts (issue 12): public reads for the pages, writes for admins and editors. */
export function siteTextsRouter(ctx: AppContext): Router {
  const router = Router();
  const repository = siteTexts(ctx.readStore);
  const editors = authorize(ctx.jwtSecret, 'admin', 'editor');
  const deps = (req: Parameters<typeof commandContext>[0]) => ({ now: ctx.now, context: commandContext(req), by: principal(req).sub });

  // Cacheable and revalidated: a browser or proxy asks again each time, and an unchanged answer is a 304.
  router.get('/site-texts/:lang', async (req, res) => {
    const language = parse(lang, req.params.lang);
    const payload = JSON.stringify({ lang: language, sections: await repository.forLanguage(language) });
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 22)}"`;
    res.set({ 'Cache-Control': 'public, max-age=0, must-revalidate', ETag: etag, Vary: 'Accept-Encoding' });
    const known = (req.get('if-none-match') ?? '').split(',').map((t) => t.trim().replace(/^W\//, ''));
    if (known.includes(etag)) return void res.status(304).end();
    res.type('json').send(payload);
  });

  const page = async (section: (typeof SITE_TEXT_SECTIONS)[number], language: (typeof SITE_TEXT_LANGUAGES)[number]) => {
    const [doc, history] = await Promise.all([repository.page(section, language), siteTextHistory(ctx.events, section, language)]);
    return { section, lang: language, defaults: defaultSiteTexts(language)[section], texts: doc?.texts ?? {}, revision: doc?.revision ?? 0, history };
  };

  router.get('/admin/site-texts/:section/:lang', editors, async (req, res) => {
    const { section, lang: language } = parse(pageParams, req.params);
    res.json(await page(section, language));
  });

  router.put('/admin/site-texts/:section/:lang', editors, async (req, res) => {
    const p = parse(pageParams, req.params);
    const { texts } = body(req, revision);
    const result = await reviseSiteTexts(ctx.events, p, texts, siteTextKeys(p.section), deps(req));
    await waitForProjection(ctx, result.observed, [SITE_TEXTS_PROJECTION]);
    res.json(await page(p.section, p.lang));
  });

  router.post('/admin/site-texts/:section/:lang/restore', editors, async (req, res) => {
    const p = parse(pageParams, req.params);
    const result = await restoreSiteTexts(ctx.events, p, body(req, restore).revision, deps(req));
    await waitForProjection(ctx, result.observed, [SITE_TEXTS_PROJECTION]);
    res.json(await page(p.section, p.lang));
  });

  return router;
}
