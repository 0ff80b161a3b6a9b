import { indexTerm } from './arabic.ts';
import type { KnowledgeItem } from './knowledge.ts';

/**
 * Which facts answer a question (issue 19): a fact is cited only when it holds the question, not
 * when it shares a loose word with it. The search index (MiniSearch) finds the candidates and says
 * which question terms each one holds (a question word matches a fact word equal to it or starting
 * with it, never the reverse); this module weighs those terms by how rare they are in the facts
 * and decides. Pure: the index's figures come in through `Corpus`.
 */

const STOPWORDS = new Set(
  [
    ...'a an the is are was were be been am do does did of to in on at for from by with about into and or but not no if so as it its this that these those there here'.split(' '),
    ...'what which who whom whose when where why how much many can could should would will shall may might must i me my we our you your they them their he she his her'.split(' '),
    ...'tell know want need get give please like any some all there current currently today now arabia ksa kingdom'.split(' '),
    // Verbs that frame a question rather than name its subject ("open a factory", "start a company").
    ...'open opening start starting set setup make have has had run running go going take find look let help explain mean use company companies firm country countries work works working'.split(' '),
    ...'ما ماذا من هو هي هل كم كيف متى اين أين لماذا في على الى إلى عن مع او أو و ان أن إن لا التي الذي هذا هذه ذلك تلك ما هناك المملكة'.split(' '),
    ...'احتاج أحتاج يجب اريد أريد لفتح لافتتاح فتح لدى عند يمكن يمكنني أستطيع استطيع يتم'.split(' '),
  ].map(indexTerm),
);

/** A question is a sentence or two; a pasted page would only cost time and match nothing well. */
export const MAX_TERMS = 32;

export const wordsOf = (text: string): string[] => text.split(/[\s\p{P}\p{S}]+/u).filter(Boolean).map(indexTerm).filter(Boolean);

/**
 * "visited" asks for "visit…" (visitors), "produce" for "produc…" (production), "regulates" for
 * "regulat…" (regulator): the question side only, since the index then matches by prefix.
 */
const base = (term: string) => term.replace(/^([a-z]{4,})(ed|ing)$/, '$1').replace(/^([a-z]{5,})e$/, '$1');

/** Numbers say little about which fact is meant, but a year does ("tourists in 2024"). */
/** The question's content words, normalised the way the index normalises them. */
export function questionTerms(question: string): string[] {
  return [...new Set(wordsOf(question).filter((w) => w.length >= 2 && !STOPWORDS.has(w) && (!/^\d+$/.test(w) || /^(19|20)\d\d$/.test(w))).map(base))].slice(0, MAX_TERMS);
}

/** The texts of a fact that the index reads, in both languages. */
export const textsOf = (item: KnowledgeItem): string[] => [item.title.en, item.title.ar ?? '', item.body.en, item.body.ar ?? ''];

/** Share of a word's occurrences that must sit in one name for the word to count only with that name. */
const BOUND = 0.8;

/**
 * Words the facts use only as the head of names: "king" is followed by Abdullah, Salman, Khalid…,
 * each of which never appears without it. Such a word on its own ("Who is the king?") is not about
 * those facts; it counts only when the question also holds a word of the name. Worked out from the
 * facts' own texts in both languages, so no list of names is kept by hand.
 */
export function boundWords(texts: readonly string[]): Map<string, ReadonlySet<string>> {
  const count = new Map<string, number>();
  const pairs = new Map<string, Map<string, number>>();
  for (const text of texts) {
    const words = wordsOf(text).filter((w) => !STOPWORDS.has(w));
    words.forEach((word, i) => {
      count.set(word, (count.get(word) ?? 0) + 1);
      const next = words[i + 1];
      if (next === undefined) return;
      const after = pairs.get(word) ?? new Map<string, number>();
      pairs.set(word, after.set(next, (after.get(next) ?? 0) + 1));
    });
  }
  const bound = new Map<string, ReadonlySet<string>>();
  for (const [word, after] of pairs) {
    const total = count.get(word)!;
    if (total < 2) continue;
    const names = [...after].filter(([next, n]) => n >= BOUND * count.get(next)!);
    const inNames = names.reduce((sum, [, n]) => sum + n, 0);
    if (inNames >= BOUND * total) bound.set(word, new Set(names.map(([next]) => next)));
  }
  return bound;
}

/** What the index knows of the whole knowledge, to weigh a question's terms. */
export type Corpus = {
  /** Live facts. */
  size: number;
  /** Live facts holding the term (as a search matches it). */
  frequency(term: string): number;
  /** The words a name-head word needs beside it, if it is one. */
  partnerOf(word: string): ReadonlySet<string> | undefined;
};

/** A fact the index found, with the question terms it holds and its own words they matched. */
export type Candidate = { item: KnowledgeItem; score: number; terms: readonly string[]; words: readonly string[] };

/** Share of the question's weight a cited fact must hold. */
export const MIN_COVERAGE = 0.6;
/**
 * A short term met only as the start of a longer word ("fact" in "factory", "tax" in "taxi") or a
 * term met through a misspelling ("tourist" ~ "tourism") may be another word: it counts for this
 * share of its weight. From five letters a prefix shares the word's root ("regulat" → "regulator").
 */
const LOOSE = 0.5;
const ROOT = 5;
/** A single matching term must be this rare (share of the facts) to answer alone. */
const RARE_SHARE = 0.05;
const RARE_MIN = 3;
/** Facts in one answer: enough to answer, few enough to read. */
export const MAX_FACTS = 3;
/** A fitting fact ranked under this share of the best one is about something else. */
const BEHIND_BEST = 0.7;
/** The tab's own kinds and the asker's industry rank first among facts that fit about as well. */
const PREFERRED = 1.15;

/** Inverse document frequency: a word no fact holds ("taxi") weighs most, a word every fact holds least. */
const weightOf = (size: number, frequency: number) => Math.log(1 + size / (frequency + 0.5));

export type Ranking = { feature: readonly string[]; industry: string | null };

type Scored = Candidate & { order: number; held: string[]; coverage: number; rank: number };

/**
 * The facts that answer, best first: each holds at least 60% of the question's weight, with two
 * or more of its terms or one rare term; they are ranked by the index's score times that share,
 * the asking tab's kinds and the asker's industry slightly ahead, and only those close to the
 * best are kept. Nothing fits: the caller says it has no sourced answer.
 */
export function bestFacts(candidates: readonly Candidate[], question: string, corpus: Corpus, ranking: Ranking): KnowledgeItem[] {
  const terms = questionTerms(question);
  if (terms.length === 0) return [];
  const said = new Set(wordsOf(question));
  const frequency = new Map(terms.map((t) => [t, corpus.frequency(t)]));
  const weights = new Map(terms.map((t) => [t, weightOf(corpus.size, frequency.get(t)!)]));
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  const rare = (term: string) => frequency.get(term)! <= Math.max(RARE_MIN, RARE_SHARE * corpus.size);
  // A term counts when one of the words it matched is not a name head, or the question names the rest.
  const free = (word: string) => {
    const partners = corpus.partnerOf(word);
    return !partners || [...partners].some((p) => said.has(p));
  };
  // How much of a term a fact holds: all when it has the word (plural folded), less when only a longer word or a near spelling.
  const held = (c: Candidate, term: string): number => {
    if (!c.terms.includes(term)) return 0;
    const matched = c.words.filter((w) => w === term || w.startsWith(term));
    if (matched.length > 0 && !matched.some(free)) return 0;
    return matched.some((w) => free(w) && (w === term || term.length >= ROOT)) ? 1 : LOOSE;
  };
  const scored: Scored[] = candidates.map((c, order) => {
    const parts = new Map(terms.map((t) => [t, held(c, t)] as const).filter(([, h]) => h > 0));
    const coverage = [...parts].reduce((sum, [t, h]) => sum + h * weights.get(t)!, 0) / total;
    const ours = ranking.industry !== null && (c.item.sectors as string[]).includes(ranking.industry);
    const rank = c.score * coverage * (ranking.feature.includes(c.item.kind) ? PREFERRED : 1) * (ours ? PREFERRED : 1);
    return { ...c, order, held: [...parts.keys()], coverage, rank };
  });
  const answers = (s: Scored) => s.coverage >= MIN_COVERAGE && (s.held.length >= 2 || s.held.some(rare));
  const fitting = scored.filter(answers).sort((a, b) => b.rank - a.rank || a.order - b.order);
  const best = fitting[0]?.rank ?? 0;
  return fitting.filter((s) => s.rank >= best * BEHIND_BEST).slice(0, MAX_FACTS).map((s) => s.item);
}
