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

/** `askedAt` (ISO time) dates the answer: a fact's age warning is worked out against it. */
export type Question = { question: string; feature: AssistantFeature; profile: AnswererProfile; askedAt: string };

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

/**
 * Words that point at a more specific topic than the feature's own; checked in this order. Each
 * English word is closed at both ends, with its forms listed, so "taxi" is not a tax question;
 * Arabic stems may take the article and a leading conjunction or preposition.
 */
const ARABIC_START = '(?:^|[\\s\\p{P}])(?:[وفبكل]?ال|[وفبكل])?';
const TOPIC_WORDS: [TopicId, RegExp][] = [
  ['taxation', new RegExp(`\\b(tax(es|ed|ation|able)?|vat|zakat|withholding)\\b|${ARABIC_START}(ضريب|ضرائب|زكا)`, 'iu')],
  ['visa-residency', new RegExp(`\\b(visas?|iqamas?|residen(ce|cy|t|ts))\\b|${ARABIC_START}(تأشير|إقام|اقام)`, 'iu')],
  ['business-setup', new RegExp(`\\b(licen[cs](e|es|ed|ing)|misa|commercial registration|set ?up|llcs?|branch(es)?)\\b|${ARABIC_START}(ترخيص|تراخيص|سجل تجاري)`, 'iu')],
  ['local-partners', new RegExp(`\\b(partners?(hips?)?|distributors?|agents?)\\b|${ARABIC_START}(شريك|شركاء|موزع)`, 'iu')],
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

/**
 * The assistant reads English and Arabic only; a person writing in another of the site's languages
 * is told so in that language, rather than getting a bare "no answer".
 */
const ONLY_EN_AR: Readonly<Record<string, string>> = {
  de: 'Ich kann Fragen auf Englisch oder Arabisch beantworten.',
  es: 'Puedo responder a preguntas formuladas en inglés o en árabe.',
  fr: 'Je peux répondre aux questions posées en anglais ou en arabe.',
  it: 'Posso rispondere a domande poste in inglese o in arabo.',
  ja: '英語またはアラビア語の質問にお答えできます。',
  ko: '영어 또는 아랍어로 된 질문에 답할 수 있습니다.',
  nl: 'Ik kan vragen in het Engels of het Arabisch beantwoorden.',
  pt: 'Posso responder a perguntas feitas em inglês ou em árabe.',
  ru: 'Я могу отвечать на вопросы на английском или арабском языке.',
  'zh-CN': '我可以回答用英语或阿拉伯语提出的问题。',
  'zh-TW': '我可以回答以英語或阿拉伯語提出的問題。',
};

const onlyEnglishOrArabic = (language: string): string | undefined =>
  ONLY_EN_AR[language] ?? ONLY_EN_AR[Object.keys(ONLY_EN_AR).find((l) => l.toLowerCase() === language.toLowerCase()) ?? language.slice(0, 2).toLowerCase()];

/** The consultation whose topic fits the question, titled in the asker's language. */
export function consultationFor({ question, feature, profile }: Question): { topicId: TopicId; title: string } {
  const topicId = topicFor(question, feature);
  return { topicId, title: topicsIn(profile.language).find((t) => t.id === topicId)!.title };
}

/**
 * Says plainly there is no sourced answer (no figure, no guess), and offers the consultation whose
 * topic fits the question. No next questions: without knowledge nothing could answer them (the
 * retrieval answerer adds its own).
 */
export function noSourcedAnswer(question: Question): Answer {
  const consultation = consultationFor(question);
  const none = NONE[answerLang(question.profile.language)](consultation.title);
  const other = answerLang(question.profile.language) === 'en' ? onlyEnglishOrArabic(question.profile.language) : undefined;
  return { content: other ? `${other} ${none}` : none, citations: [], consultation };
}

/** The default answerer: no knowledge, no network; every question gets the no-sourced-answer reply. */
export const noSourcedAnswerer: Answerer = { answer: (question) => Promise.resolve(noSourcedAnswer(question)) };
