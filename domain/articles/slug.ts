import type { Decider, DomainEvent } from '../shared/decider.ts';
import { DomainError, fieldRefusal } from '../shared/errors.ts';

/**
 * One stream per slug, `articleSlug-<slug>`, appended with expected revision "no stream": the event
 * store itself keeps slugs unique, as emailReservation streams keep emails unique. A slug stays
 * with its article after a rename, so the old address can redirect to the new one for ever.
 */
export type ArticleSlugReserved = DomainEvent<'ArticleSlugReserved', { slug: string; articleId: string; reservedAt: string }>;

export type SlugState = { articleId: string | null; reservedAt: string | null };

export type ReserveSlug = {
  type: 'ReserveSlug';
  data: {
    slug: string;
    articleId: string;
    now: string;
    /** Whether the current holder's article stream exists; the caller looks it up. */
    holderExists: boolean;
  };
};

/** A reservation whose article never appeared (the process died between the two appends) is free after this. */
export const STALE_SLUG_MS = 60_000;

export function reserveSlug(command: ReserveSlug, state: SlugState): ArticleSlugReserved[] {
  const d = command.data;
  if (state.articleId === d.articleId) return [];
  if (state.articleId !== null) {
    const stale = !d.holderExists && Date.parse(d.now) - Date.parse(state.reservedAt ?? d.now) > STALE_SLUG_MS;
    if (!stale) throw new DomainError('SLUG_TAKEN', 'Another article already uses this slug', fieldRefusal('slug', 'SLUG_TAKEN', 'Another article already uses this slug'));
  }
  return [{ type: 'ArticleSlugReserved', data: { slug: d.slug, articleId: d.articleId, reservedAt: d.now } }];
}

export const slugDecider: Decider<SlugState, ReserveSlug, ArticleSlugReserved> = {
  initialState: () => ({ articleId: null, reservedAt: null }),
  evolve: (_state, event) => ({ articleId: event.data.articleId, reservedAt: event.data.reservedAt }),
  decide: reserveSlug,
};

export const slugStream = (slug: string): string => `articleSlug-${slug}`;
