import { z } from 'zod/mini';

/**
 * Editable site texts on the wire (issue 12). Public: GET /api/site-texts/{lang} answers the edited
 * texts of one language by section (`{lang, sections: {about: {title: …}}}`, dotted keys, only what
 * was edited: the web falls back to its own locale texts for the rest). Admins and editors:
 * GET /api/admin/site-texts/{section}/{lang} (defaults, current texts, history), PUT the same path
 * with `{texts}` (the whole set of edited keys), POST …/restore with `{revision}`.
 */
export const SITE_TEXT_SECTIONS = ['about', 'services', 'service', 'industries', 'home'] as const;
export type SiteTextSection = (typeof SITE_TEXT_SECTIONS)[number];

const texts = z.record(z.string(), z.string());

export const publicSiteTextsSchema = z.object({ lang: z.string(), sections: z.record(z.string(), texts) });
export type PublicSiteTexts = z.infer<typeof publicSiteTextsSchema>;

export const siteTextRevisionSchema = z.object({
  number: z.number(),
  texts,
  restoredFrom: z.nullable(z.number()),
  by: z.string(),
  at: z.string(),
});
export type SiteTextRevisionAnswer = z.infer<typeof siteTextRevisionSchema>;

export const siteTextPageSchema = z.object({
  section: z.enum(SITE_TEXT_SECTIONS),
  lang: z.string(),
  /** The locale file's texts: what shows for any key not in `texts`. */
  defaults: texts,
  texts,
  revision: z.number(),
  history: z.array(siteTextRevisionSchema),
});
export type SiteTextPage = z.infer<typeof siteTextPageSchema>;
