import type { Answer, Question } from '../conversations/answerer.ts';
import { answerLang, noSourcedAnswer, topicFor } from '../conversations/answerer.ts';
import type { AssistantFeature } from '../conversations/conversation.ts';
import { caveatAt } from './age.ts';
import { askNext } from './askNext.ts';
import type { KnowledgeItem } from './knowledge.ts';
import { bestFacts, type Candidate, type Corpus } from './relevance.ts';
import { KINDS_BY_TYPE, figureIn, pick, type Lang } from './present.ts';

/**
 * The retrieval assistant's answers (issue 10), composed only from sourced facts: each fact's title,
 * figure and first sentence, numbered, with its citation. The search index finds the candidates;
 * this module decides which of them answer the question and words the reply. Nothing here states a
 * figure that is not a fact's value or a sentence of its body.
 */

/**
 * The kinds of each tab's area. Every tab searches all facts (a VAT question on the Market tab is
 * still answered); the area only ranks its own kinds first among equally fitting facts.
 */
export const FEATURE_KINDS: Readonly<Record<AssistantFeature, readonly KnowledgeItem['kind'][]>> = {
  legal: KINDS_BY_TYPE.legal,
  market: KINDS_BY_TYPE.market,
  partners: ['program'],
  general: KINDS_BY_TYPE.all,
};

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

function figure(item: KnowledgeItem, lang: Lang): string {
  if (item.value === undefined) return '';
  const value = item.value.toLocaleString('en-US', { maximumFractionDigits: 4 });
  const { unit, period } = figureIn(item, lang);
  const amount = unit === '%' ? `${value}%` : unit ? `${value} ${unit}` : value;
  return period ? `${amount} (${period})` : amount;
}

function factLine(item: KnowledgeItem, n: number, lang: Lang, now: Date): string {
  const words = WORDS[lang];
  const title = pick(item.title, lang);
  const body = pick(item.body, lang);
  const shown = figure(item, lang);
  const parts = [`[${n}] ${title.text}${shown ? `: ${shown}` : ''}.`, firstSentence(body.text), words.source(item.source.publisher, item.asOf)];
  const caveat = caveatAt(item, lang, now);
  if (caveat) parts.push(`${words.caveat} ${firstSentence(caveat)}`);
  if (title.fallback || body.fallback) parts.push(words.fallback);
  return parts.join(' ');
}

/** The reply to a question from the candidates the index found for it. */
export function answerFrom(question: Question, candidates: readonly Candidate[], corpus: Corpus): Answer {
  const facts = bestFacts(candidates, question.question, corpus, { feature: FEATURE_KINDS[question.feature], industry: question.profile.industry });
  const lang: Lang = answerLang(question.profile.language);
  // Next questions are ones the person could ask and get a sourced answer to, never the expert's questions to them.
  const suggestions = askNext(topicFor(question.question, question.feature), lang, question.question);
  if (facts.length === 0) return { ...noSourcedAnswer(question), suggestions };
  const other = lang === 'en' && !question.profile.language.toLowerCase().startsWith('en') ? WORDS.en.otherLanguage : '';
  const lines = [WORDS[lang].intro, ...facts.map((f, i) => factLine(f, i + 1, lang, new Date(question.askedAt))), ...(other ? [other] : [])];
  return {
    content: lines.join('\n'),
    citations: facts.map((f) => ({ factId: f.id, publisher: f.source.publisher, title: f.source.title, url: f.source.url, asOf: f.asOf, verifiedAt: f.verifiedAt })),
    suggestions,
  };
}
