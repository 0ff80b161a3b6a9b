import type { KnowledgeItem } from './knowledge.ts';
import { pick, type Lang } from './language.ts';

/**
 * The age warning of a fact (issue 19). It is worked out from the fact's `asOf` at the moment the fact
 * is shown, never stored in the content: a stored warning goes stale (an item verified at 23 months
 * says nothing when read at 30), and a stored one has to be edited into every old item by hand.
 * The warning leads the caveat because an answer shows only the caveat's first sentence.
 */
export const STALE_AFTER_YEARS = 2;

/** True when `asOf` lies more than two years before `now`; an unreadable date is never called stale. */
export function isStale(asOf: string, now: Date): boolean {
  const limit = new Date(now.getTime());
  limit.setUTCFullYear(limit.getUTCFullYear() - STALE_AFTER_YEARS);
  const date = new Date(`${asOf}T00:00:00Z`);
  return date.getTime() < limit.getTime();
}

const WARNING: Record<Lang, (asOf: string) => string> = {
  en: (asOf) => `This dates from ${asOf}, more than two years ago; a newer figure or rule may exist.`,
  ar: (asOf) => `يعود هذا إلى ${asOf}، أي إلى أكثر من عامين مضيا؛ وقد يوجد رقم أو حكم أحدث.`,
};

export function ageWarning(asOf: string, now: Date, lang: Lang): string | undefined {
  return isStale(asOf, now) ? WARNING[lang](asOf) : undefined;
}

/** The caveat as shown at `now`: the age warning first (when the fact is old), then the editor's caveat. */
export function caveatAt(item: Pick<KnowledgeItem, 'asOf' | 'caveat'>, lang: Lang, now: Date): string | undefined {
  const parts = [ageWarning(item.asOf, now, lang), item.caveat && pick(item.caveat, lang).text].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(' ') : undefined;
}
