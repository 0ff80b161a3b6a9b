import type { TopicId } from '../consultations/topics.ts';
import { topicsIn } from '../consultations/topicTexts.ts';
import type { AssistantFeature } from './conversation.ts';

/**
 * The assistant's port (issue 10). The retrieval answerer (the knowledge search index) and, later,
 * a language-model adapter implement it; the command that appends the reply does not change.
 * An answer never states a figure without a citation: with nothing sourced it says so.
 */
export type Citation = { factId: string; publisher: string; title: string; url: string; asOf: string };

export type AnswererProfile = { industry: string | null; country: string | null; language: string };

export type Question = { question: string; feature: AssistantFeature; profile: AnswererProfile };

export type Answer = {
  content: string;
  citations: Citation[];
  /** A consultation to book when the answer is not enough (always offered without a sourced answer). */
  consultation?: { topicId: TopicId; title: string };
  /** Suggested next questions: the topic's follow-up questions. */
  suggestions?: string[];
};

export type Answerer = { answer(question: Question): Promise<Answer> };

/** The reply's metadata as stored and shown: numbered sources, the consultation, next questions. */
export function answerMetadata(answer: Answer): Record<string, unknown> {
  return {
    citations: answer.citations,
    ...(answer.consultation ? { consultation: answer.consultation } : {}),
    ...(answer.suggestions?.length ? { suggestions: answer.suggestions } : {}),
  };
}

const FEATURE_TOPIC: Record<AssistantFeature, TopicId> = {
  market: 'market-entry',
  legal: 'regulatory-compliance',
  partners: 'local-partners',
  general: 'market-entry',
};

/** Words that point at a more specific topic than the feature's own; checked in this order. */
const TOPIC_WORDS: [TopicId, RegExp][] = [
  ['taxation', /\b(tax|vat|zakat|withholding)|ضريب|زكا/i],
  ['visa-residency', /\b(visa|iqama|residen)|تأشير|إقام/i],
  ['business-setup', /\b(licen[cs]e|misa|commercial registration|setup|set up|llc|branch)|ترخيص|سجل تجاري/i],
  ['local-partners', /\b(partner|distributor|agent)|شريك|موزع/i],
];

export function topicFor(question: string, feature: AssistantFeature): TopicId {
  return TOPIC_WORDS.find(([, words]) => words.test(question))?.[0] ?? FEATURE_TOPIC[feature];
}

/**
 * The default answerer: no knowledge, no network. It says plainly that it has no sourced answer
 * and offers the consultation whose topic fits the question, with that topic's follow-ups.
 */
export const noSourcedAnswerer: Answerer = {
  answer({ question, feature, profile }) {
    const topicId = topicFor(question, feature);
    const topic = topicsIn(profile.language).find((t) => t.id === topicId)!;
    return Promise.resolve({
      content:
        'I do not have a sourced answer to this yet, and I will not guess. ' +
        `An expert can answer it in a consultation on ${topic.title}.`,
      citations: [],
      consultation: { topicId, title: topic.title },
      suggestions: topic.followUps.map((f) => f.question),
    });
  },
};
