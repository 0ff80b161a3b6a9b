import type { DomainEvent } from '../shared/decider.ts';

/**
 * Editable site texts (issue 12): the About page, the services, the industries and the landing
 * sections, per language. One stream per section and language (`siteTexts-<section>.<lang>`) holds
 * every revision of that page's texts; each revision carries the whole set of edited keys, so the
 * history is the stream and restoring a revision appends its texts again. A key a revision does not
 * hold shows the locale file's text (the spec's fixed answers), so an empty revision is "back to default".
 */
export const SITE_TEXT_SECTIONS = ['about', 'services', 'service', 'industries', 'home'] as const;
export type SiteTextSection = (typeof SITE_TEXT_SECTIONS)[number];

export const SITE_TEXT_LANGUAGES = ['en', 'ar', 'de', 'es', 'fr', 'it', 'ja', 'ko', 'nl', 'pt', 'ru', 'zh-CN', 'zh-TW'] as const;
export type SiteTextLanguage = (typeof SITE_TEXT_LANGUAGES)[number];

/** Keys are dotted paths inside the section (`mission1`, `market.title`); values are plain text. */
export type SiteTexts = Record<string, string>;

/** Long enough for a paragraph, short enough that a page stays a page. */
export const SITE_TEXT_MAX_LENGTH = 2_000;

export const siteTextStream = (section: SiteTextSection, lang: SiteTextLanguage): string => `siteTexts-${section}.${lang}`;

export type SiteTextRevised = DomainEvent<
  'SiteTextRevised',
  { section: SiteTextSection; lang: SiteTextLanguage; texts: SiteTexts; restoredFrom: number | null; by: string; at: string }
>;
export type SiteTextEvent = SiteTextRevised;
export const SITE_TEXT_EVENT_TYPES: ReadonlySet<string> = new Set<SiteTextEvent['type']>(['SiteTextRevised']);

export type SiteTextRevision = { number: number; texts: SiteTexts; restoredFrom: number | null; by: string; at: string };
export type SiteTextState = { revisions: SiteTextRevision[] };

export const initialState = (): SiteTextState => ({ revisions: [] });

export function evolve(state: SiteTextState, event: SiteTextEvent): SiteTextState {
  const { texts, restoredFrom, by, at } = event.data;
  return { revisions: [...state.revisions, { number: state.revisions.length + 1, texts, restoredFrom, by, at }] };
}

export const currentTexts = (state: SiteTextState): SiteTexts => state.revisions.at(-1)?.texts ?? {};
