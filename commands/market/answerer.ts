import { answerLang, type Answerer } from '../../domain/conversations/answerer.ts';
import type { KnowledgeItem } from '../../domain/market/knowledge.ts';
import { KINDS_BY_TYPE, type Lang } from '../../domain/market/present.ts';
import { questionTerms, type Corpus } from '../../domain/market/relevance.ts';
import { answerFrom } from '../../domain/market/retrieval.ts';

/**
 * What the retrieval answerer needs of the knowledge search index. The index lives with the
 * projections (projections/searchIndex.ts), which commands may not import; the app passes it in.
 */
export type FactSearch = Corpus & {
  search(query: string, filter: { kinds: readonly string[] }, lang: Lang, limit: number): { hits: { item: KnowledgeItem; score: number; terms: string[]; words: string[] }[] };
};

/** Candidates read per question; the answer keeps at most three of them (domain/market/relevance.ts). */
const CANDIDATES = 20;

/**
 * The assistant's default answerer once the knowledge is loaded (issue 10): it searches every fact
 * with the question's content words (the tab's own kinds rank first) and answers only from the facts
 * that hold the question; with none it says so and offers a consultation. No network: the index is
 * in memory.
 */
export function retrievalAnswerer(index: FactSearch | Promise<FactSearch>): Answerer {
  return {
    async answer(question) {
      const facts = await index;
      const terms = questionTerms(question.question);
      const hits = terms.length > 0 ? facts.search(terms.join(' '), { kinds: KINDS_BY_TYPE.all }, answerLang(question.profile.language), CANDIDATES).hits : [];
      return answerFrom(question, hits, facts);
    },
  };
}
