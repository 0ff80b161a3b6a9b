import type { TopicId } from '../consultations/topics.ts';
import { topicsIn } from '../consultations/topicTexts.ts';
import type { AssistantFeature } from './conversation.ts';

/**
 * The assistant's port (issue 10). The retrieval answerer (the knowledge search index) and, later,
 * a language-model adapter implement it; the command that appends the reply does not change.
 * An answer never states a figure without a citation: with nothing sourced it says so.
 */
export type Citation = {
  factId: string;
  publisher: string;
  title: string;
  url: string;
  asOf: string;
  /** When the fact was last checked against its source: shown as "last verified" next to the number. */
  verifiedAt?: string;
};

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

/** Arabic conversations get Arabic answers where the facts have them; every other language English. */
export const answerLang = (language: string): 'en' | 'ar' => (language.toLowerCase().startsWith('ar') ? 'ar' : 'en');

const NONE = {
  en: (topic: string) => `I don't have a sourced answer to that yet, and I will not guess. An expert can answer it in a consultation on ${topic}.`,
  ar: (topic: string) => `ليست لدي إجابة موثقة المصدر عن هذا بعد، ولن أخمّن. يمكن لخبير أن يجيب عنه في استشارة حول «${topic}».`,
} as const;

/** The consultation topic's follow-up questions, offered as the next questions to ask. */
export function nextQuestions({ question, feature, profile }: Question): { topicId: TopicId; title: string; suggestions: string[] } {
  const topicId = topicFor(question, feature);
  const topic = topicsIn(profile.language).find((t) => t.id === topicId)!;
  return { topicId, title: topic.title, suggestions: topic.followUps.map((f) => f.question) };
}

/** Says plainly there is no sourced answer (no figure, no guess), and offers the consultation whose topic fits the question. */
export function noSourcedAnswer(question: Question): Answer {
  const { topicId, title, suggestions } = nextQuestions(question);
  return { content: NONE[answerLang(question.profile.language)](title), citations: [], consultation: { topicId, title }, suggestions };
}

/** The default answerer: no knowledge, no network; every question gets the no-sourced-answer reply. */
export const noSourcedAnswerer: Answerer = { answer: (question) => Promise.resolve(noSourcedAnswer(question)) };
