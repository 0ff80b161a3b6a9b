import { answerLang, type Answerer } from '../../domain/conversations/answerer.ts';
import type { KnowledgeItem } from '../../domain/market/knowledge.ts';
import type { Lang } from '../../domain/market/present.ts';
import { FEATURE_KINDS, answerFrom, questionTerms } from '../../domain/market/retrieval.ts';

/**
 * What the retrieval answerer needs of the knowledge search index. The index lives with the
 * projections (projections/searchIndex.ts), which commands may not import; the app passes it in.
 */
export type FactSearch = {
  search(query: string, filter: { kinds: readonly string[] }, lang: Lang, limit: number): { hits: { item: KnowledgeItem; score: number }[] };
};

/** Candidates read per question; the answer keeps at most three of them (domain/market/retrieval.ts). */
const CANDIDATES = 20;

/**
 * The assistant's default answerer once the knowledge is loaded (issue 10): it searches the index
 * with the question's content words, restricted to the feature's kinds, and answers only from the
 * facts that hold enough of the question; with none it says so and offers a consultation.
 * No network: the index is in memory.
 */
export function retrievalAnswerer(index: FactSearch | Promise<FactSearch>): Answerer {
  return {
    async answer(question) {
      const terms = questionTerms(question.question);
      const kinds = FEATURE_KINDS[question.feature];
      const hits = terms.length > 0 ? (await index).search(terms.join(' '), { kinds }, answerLang(question.profile.language), CANDIDATES).hits : [];
      return answerFrom(question, hits);
    },
  };
}
