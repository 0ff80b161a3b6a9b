import type { DomainEvent } from '../shared/decider.ts';
import type { Industry } from '../businessProfiles/businessProfile.ts';

/**
 * An article (issue 12) lives in `article-<id>`. Every draft and revision carries the whole
 * content, so the revision history is the stream itself and restoring one is a revision with its
 * content. Public pages show the newest content once the article is published.
 */
export const ARTICLE_LANGUAGES = ['en', 'ar', 'fr', 'de', 'es', 'it', 'ja', 'ko', 'nl', 'pt', 'ru', 'zh-CN', 'zh-TW'] as const;
export type ArticleLanguage = (typeof ARTICLE_LANGUAGES)[number];

export type ArticleText = { title: string; excerpt: string; body: string };
/** English is required; any other language is optional and falls back to English when missing. */
export type ArticleTranslations = { en: ArticleText } & Partial<Record<Exclude<ArticleLanguage, 'en'>, ArticleText>>;

export type ArticleContent = {
  slug: string;
  translations: ArticleTranslations;
  tags: Industry[];
  author: string;
  /** The id of an uploaded cover image (its files live under DATA_DIR/articles/images). */
  coverImage: string | null;
};

export type ArticleStatus = 'draft' | 'scheduled' | 'published' | 'unpublished' | 'archived';

type By = { by: string; at: string };
export type ArticleDrafted = DomainEvent<'ArticleDrafted', { articleId: string; content: ArticleContent } & By>;
export type ArticleRevised = DomainEvent<'ArticleRevised', { articleId: string; content: ArticleContent; restoredFrom: number | null } & By>;
export type ArticlePublished = DomainEvent<'ArticlePublished', { articleId: string; scheduled: boolean } & By>;
export type ArticleScheduled = DomainEvent<'ArticleScheduled', { articleId: string; publishAt: string } & By>;
export type ArticleUnpublished = DomainEvent<'ArticleUnpublished', { articleId: string } & By>;
export type ArticleArchived = DomainEvent<'ArticleArchived', { articleId: string } & By>;
/** Only the token's SHA-256 is recorded: whoever reads the log cannot open a preview. */
export type ArticlePreviewLinkCreated = DomainEvent<
  'ArticlePreviewLinkCreated',
  { articleId: string; linkId: string; tokenHash: string; expiresAt: string } & By
>;
export type ArticlePreviewLinkRevoked = DomainEvent<'ArticlePreviewLinkRevoked', { articleId: string; linkId: string } & By>;

export type ArticleEvent =
  | ArticleDrafted
  | ArticleRevised
  | ArticlePublished
  | ArticleScheduled
  | ArticleUnpublished
  | ArticleArchived
  | ArticlePreviewLinkCreated
  | ArticlePreviewLinkRevoked;

export const ARTICLE_EVENT_TYPES: ReadonlySet<string> = new Set<ArticleEvent['type']>([
  'ArticleDrafted',
  'ArticleRevised',
  'ArticlePublished',
  'ArticleScheduled',
  'ArticleUnpublished',
  'ArticleArchived',
  'ArticlePreviewLinkCreated',
  'ArticlePreviewLinkRevoked',
]);

export type Revision = { number: number; content: ArticleContent; by: string; at: string; restoredFrom: number | null };
export type PreviewLink = { linkId: string; tokenHash: string; expiresAt: string; revoked: boolean };

export type ArticleState = {
  status: ArticleStatus | 'none';
  revisions: Revision[];
  publishAt: string | null;
  firstPublishedAt: string | null;
  previewLinks: PreviewLink[];
};

export const initialState = (): ArticleState => ({ status: 'none', revisions: [], publishAt: null, firstPublishedAt: null, previewLinks: [] });

export function evolve(state: ArticleState, event: ArticleEvent): ArticleState {
  const { by, at } = event.data;
  switch (event.type) {
    case 'ArticleDrafted':
      return { ...state, status: 'draft', revisions: [{ number: 1, content: event.data.content, by, at, restoredFrom: null }] };
    case 'ArticleRevised': {
      const revision = { number: state.revisions.length + 1, content: event.data.content, by, at, restoredFrom: event.data.restoredFrom };
      return { ...state, revisions: [...state.revisions, revision] };
    }
    case 'ArticlePublished':
      return { ...state, status: 'published', publishAt: null, firstPublishedAt: state.firstPublishedAt ?? at };
    case 'ArticleScheduled':
      return { ...state, status: 'scheduled', publishAt: event.data.publishAt };
    case 'ArticleUnpublished':
      return { ...state, status: 'unpublished', publishAt: null };
    case 'ArticleArchived':
      return { ...state, status: 'archived', publishAt: null };
    case 'ArticlePreviewLinkCreated': {
      const { linkId, tokenHash, expiresAt } = event.data;
      return { ...state, previewLinks: [...state.previewLinks, { linkId, tokenHash, expiresAt, revoked: false }] };
    }
    case 'ArticlePreviewLinkRevoked':
      return { ...state, previewLinks: state.previewLinks.map((l) => (l.linkId === event.data.linkId ? { ...l, revoked: true } : l)) };
  }
}

export const articleStream = (articleId: string): string => `article-${articleId}`;
export const currentContent = (state: ArticleState): ArticleContent | undefined => state.revisions.at(-1)?.content;

/**
 * Articles that exist to check the design (spec section 2's /articles/test): reachable by their
 * address, never listed, related, put in the sitemap or feed, or indexed.
 */
export const UNLISTED_SLUGS: readonly string[] = ['test'];

/** Lowercase ASCII words joined by single hyphens: safe in a URL and one way to write each slug. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;

/** About 200 words a minute; CJK text has no spaces, so its characters count as words at 500 a minute. */
export function readingMinutes(body: string): number {
  const cjk = (body.match(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g) ?? []).length;
  const words = body.replace(/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g, ' ').split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200 + cjk / 500));
}

/** The text shown for a language, and whether it is the English fallback (the page says so). */
export function textFor(translations: ArticleTranslations, lang: string): { text: ArticleText; lang: ArticleLanguage; fallback: boolean } {
  const own = (translations as Partial<Record<string, ArticleText>>)[lang];
  if (own) return { text: own, lang: lang as ArticleLanguage, fallback: false };
  return { text: translations.en, lang: 'en', fallback: lang !== 'en' };
}

/** A preview link opens while it is neither revoked nor expired. */
export const previewOpen = (link: Pick<PreviewLink, 'expiresAt' | 'revoked'>, now: Date): boolean =>
  !link.revoked && Date.parse(link.expiresAt) > now.getTime();
