import type { KnowledgeItem } from './knowledge.ts';
import { caveatAt } from './age.ts';
import { indexTerm } from './arabic.ts';

// The languages and pick() live in language.ts, which age.ts imports too (no cycle between the two).
export { LANGS, pick, type Lang } from './language.ts';
import { pick, type Lang } from './language.ts';

/** Kinds each search type covers; `partners` has its own directory (not part of the facts). */
export const KINDS_BY_TYPE = {
  market: ['indicator', 'program', 'regulator', 'location', 'opportunity', 'risk'],
  legal: ['rule', 'fee', 'step', 'licence'],
  partners: [],
  all: ['indicator', 'program', 'regulator', 'location', 'opportunity', 'risk', 'rule', 'fee', 'step', 'licence'],
} as const satisfies Record<string, readonly KnowledgeItem['kind'][]>;

export type FactView = {
  id: string;
  kind: KnowledgeItem['kind'];
  sectors: KnowledgeItem['sectors'];
  title: string;
  body: string;
  value?: number;
  unit?: string;
  period?: string;
  source: KnowledgeItem['source'];
  asOf: string;
  verifiedAt: string;
  caveat?: string;
  step?: { order: number; authority: string; documents: string[]; fees: string; time: string };
  lang: Lang;
  fallback: boolean;
};

/** The unit and period in the asked language: Arabic where the item has it, else as stored (figures and symbols). */
export function figureIn(item: KnowledgeItem, lang: Lang): { unit?: string | undefined; period?: string | undefined } {
  return lang === 'ar' ? { unit: item.unitAr ?? item.unit, period: item.periodAr ?? item.period } : { unit: item.unit, period: item.period };
}

/** Every answered item carries its source and dates, whatever the language; its age warning is as of `now`. */
export function factView(item: KnowledgeItem, lang: Lang, now: Date): FactView {
  const title = pick(item.title, lang);
  const body = pick(item.body, lang);
  const view: FactView = {
    id: item.id,
    kind: item.kind,
    sectors: item.sectors,
    title: title.text,
    body: body.text,
    source: item.source,
    asOf: item.asOf,
    verifiedAt: item.verifiedAt,
    lang: title.fallback && body.fallback ? 'en' : lang,
    fallback: title.fallback || body.fallback,
  };
  if (item.value !== undefined) view.value = item.value;
  const figure = figureIn(item, lang);
  if (figure.unit !== undefined) view.unit = figure.unit;
  if (figure.period !== undefined) view.period = figure.period;
  const caveat = caveatAt(item, lang, now);
  if (caveat) view.caveat = caveat;
  if (item.step) {
    const s = item.step;
    view.step = { order: s.order, authority: s.authority, documents: s.documents.map((d) => pick(d, lang).text), fees: pick(s.fees, lang).text, time: pick(s.time, lang).text };
  }
  return view;
}

const SNIPPET = 200;

/** A body split into sentences, each with its search terms; worked out once per item, not per search. */
export type Sentences = { text: string; terms: ReadonlySet<string> }[];

export function sentencesOf(body: string): Sentences {
  return body
    .split(/(?<=[.!?؟\n])\s+/)
    .map((text) => ({ text: text.trim(), terms: new Set(text.split(/[\s\p{P}]+/u).filter(Boolean).map(indexTerm)) }))
    .filter((s) => s.text.length > 0);
}

/** The first sentence that holds a matched term, cut to 200 characters; the opening otherwise. */
export function snippet(sentences: Sentences, terms: readonly string[]): string {
  const hit = sentences.find((s) => terms.some((t) => s.terms.has(t))) ?? sentences[0];
  const text = hit?.text ?? '';
  return text.length <= SNIPPET ? text : `${text.slice(0, SNIPPET - 1).trimEnd()}…`;
}
