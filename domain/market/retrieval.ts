import type { Answer, Question } from '../conversations/answerer.ts';
import { answerLang, nextQuestions, noSourcedAnswer } from '../conversations/answerer.ts';
import type { AssistantFeature } from '../conversations/conversation.ts';
import { searchTerm } from './arabic.ts';
import type { KnowledgeItem } from './knowledge.ts';
import { KINDS_BY_TYPE, pick, type Lang } from './present.ts';

/**
 * The retrieval assistant's answers (issue 10), composed only from sourced facts: each fact's title,
 * figure and first sentence, numbered, with its citation. The search index finds the candidates;
 * this module decides which of them answer the question and words the reply. Nothing here states a
 * figure that is not a fact's value or a sentence of its body.
 */
export const FEATURE_KINDS: Readonly<Record<AssistantFeature, readonly KnowledgeItem['kind'][]>> = {
  legal: KINDS_BY_TYPE.legal,
  market: KINDS_BY_TYPE.market,
  partners: ['program'],
  general: KINDS_BY_TYPE.all,
};

/** Facts in one answer: enough to answer, few enough to read. */
export const MAX_FACTS = 3;
/** Share of the question's words a fact must hold to count as an answer (see DECISIONS). */
export const MIN_RELEVANCE = 0.6;
/** A fact this far behind the best one is about something else. */
const BEHIND_BEST = 0.25;

/** Plural endings go, so "rates" meets "rate" and "royalties" meets "royalty". */
const stem = (term: string) => (/^[a-z]+$/.test(term) && term.length > 4 ? term.replace(/ies$/, 'y').replace(/(?<!s)s$/, '') : term);

const STOPWORDS = new Set(
  [
    ...'a an the is are was were be been am do does did of to in on at for from by with about into and or but not no if so as it its this that these those there here'.split(' '),
    ...'what which who whom whose when where why how much many can could should would will shall may might must i me my we our you your they them their he she his her'.split(' '),
    ...'tell know want need get give please like any some all there current currently today now saudi arabia ksa kingdom'.split(' '),
    ...'ما ماذا من هو هي هل كم كيف متى اين أين لماذا في على الى إلى عن مع او أو و ان أن إن لا التي الذي هذا هذه ذلك تلك ما هناك السعودية المملكة'.split(' '),
  ].map((w) => stem(searchTerm(w))),
);

const wordsOf = (text: string) => text.split(/[\s\p{P}\p{S}]+/u).filter(Boolean).map(searchTerm).map(stem);

/** A question is a sentence or two; a pasted page would only cost time and match nothing well. */
export const MAX_TERMS = 32;

/** The question's content words, normalised the way the index normalises them. */
export function questionTerms(question: string): string[] {
  return [...new Set(wordsOf(question).filter((w) => w.length >= 2 && !STOPWORDS.has(w) && !/^\d+$/.test(w)))].slice(0, MAX_TERMS);
}

/** A typed prefix ("renew") meets the full word; a word and its short forms ("taxe", "tax") meet. */
const meets = (term: string, word: string) =>
  term === word || (term.length >= 4 && word.startsWith(term)) || (word.length >= 3 && term.startsWith(word) && term.length - word.length <= 2);

/** The share of the question's words the fact holds, in either language, its title, body, unit or period. */
export function relevance(item: KnowledgeItem, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  const words = new Set(wordsOf([item.title.en, item.title.ar, item.body.en, item.body.ar, item.unit ?? '', item.period ?? ''].join(' ')));
  const held = terms.filter((t) => words.has(t) || [...words].some((w) => meets(t, w)));
  return held.length / terms.length;
}

export type Candidate = { item: KnowledgeItem; score: number };

/**
 * The facts that answer: held enough of the question, close to the best, the asker's industry first
 * among equals, then the index's order.
 */
export function bestFacts(candidates: readonly Candidate[], terms: readonly string[], industry: string | null): KnowledgeItem[] {
  const ranked = candidates
    .map((c, order) => ({ ...c, order, relevance: relevance(c.item, terms), ours: industry !== null && (c.item.sectors as string[]).includes(industry) }))
    .filter((c) => c.relevance >= MIN_RELEVANCE)
    .sort((a, b) => b.relevance - a.relevance || Number(b.ours) - Number(a.ours) || a.order - b.order);
  const best = ranked[0]?.relevance ?? 0;
  return ranked.filter((c) => c.relevance >= best - BEHIND_BEST).slice(0, MAX_FACTS).map((c) => c.item);
}

const WORDS = {
  en: {
    intro: 'From the sourced facts:',
    source: (publisher: string, asOf: string) => `Source: ${publisher}, as of ${asOf}.`,
    caveat: 'Note:',
    fallback: '(English text: this fact has no Arabic version yet.)',
    otherLanguage: '(Answered in English: the sourced facts are not available in your language yet.)',
  },
  ar: {
    intro: 'بحسب المعلومات الموثقة المصدر:',
    source: (publisher: string, asOf: string) => `المصدر: ${publisher}، بتاريخ ${asOf}.`,
    caveat: 'تنبيه:',
    fallback: '(النص بالإنجليزية: لا تتوفر لهذه المعلومة نسخة عربية بعد.)',
    otherLanguage: '',
  },
} as const;

const firstSentence = (text: string) => text.split(/(?<=[.!?؟])\s+/)[0]?.trim() ?? text;

function figure(item: KnowledgeItem): string {
  if (item.value === undefined) return '';
  const value = item.value.toLocaleString('en-US', { maximumFractionDigits: 4 });
  const amount = item.unit === '%' ? `${value}%` : item.unit ? `${value} ${item.unit}` : value;
  return item.period ? `${amount} (${item.period})` : amount;
}

function factLine(item: KnowledgeItem, n: number, lang: Lang): string {
  const words = WORDS[lang];
  const title = pick(item.title, lang);
  const body = pick(item.body, lang);
  const shown = figure(item);
  const parts = [`[${n}] ${title.text}${shown ? `: ${shown}` : ''}.`, firstSentence(body.text), words.source(item.source.publisher, item.asOf)];
  if (item.caveat) parts.push(`${words.caveat} ${firstSentence(pick(item.caveat, lang).text)}`);
  if (title.fallback || body.fallback) parts.push(words.fallback);
  return parts.join(' ');
}

/** The reply to a question from the candidates the index found for it. */
export function answerFrom(question: Question, candidates: readonly Candidate[]): Answer {
  const facts = bestFacts(candidates, questionTerms(question.question), question.profile.industry);
  if (facts.length === 0) return noSourcedAnswer(question);
  const lang: Lang = answerLang(question.profile.language);
  const other = lang === 'en' && !question.profile.language.toLowerCase().startsWith('en') ? WORDS.en.otherLanguage : '';
  const lines = [WORDS[lang].intro, ...facts.map((f, i) => factLine(f, i + 1, lang)), ...(other ? [other] : [])];
  return {
    content: lines.join('\n'),
    citations: facts.map((f) => ({ factId: f.id, publisher: f.source.publisher, title: f.source.title, url: f.source.url, asOf: f.asOf, verifiedAt: f.verifiedAt })),
    // No consultation is pushed on a sourced answer, but the topic's follow-ups still help the next step.
    suggestions: nextQuestions(question).suggestions,
  };
}
