import type { TopicId } from '../consultations/topics.ts';
import type { Lang } from './present.ts';
import { questionTerms } from './relevance.ts';

/**
 * Suggested next questions (issue 17): questions a person would ask the assistant, by consultation
 * topic, in the languages it answers. They replace the topic's follow-up questions, which are the
 * expert's questions to the client ("Which cities are you considering?") and made no sense sent as
 * the client's own. A unit test asks each one and requires a sourced answer, so a suggestion never
 * leads to "no sourced answer".
 */
export const ASK_NEXT: Readonly<Record<TopicId, Readonly<Record<Lang, readonly string[]>>>> = {
  taxation: {
    en: ['What is the VAT rate?', 'What is the corporate income tax rate?', 'What is the zakat rate?', 'What is the withholding tax on royalties?'],
    ar: ['ما نسبة ضريبة القيمة المضافة؟', 'ما نسبة ضريبة الدخل على الشركات؟', 'ما نسبة الزكاة؟', 'ما ضريبة الاستقطاع على الإتاوات؟'],
  },
  'visa-residency': {
    en: ['What is Premium Residency?', 'How do I get a visiting investor business visa?', 'What is the expatriate levy?'],
    ar: ['ما الإقامة المميزة؟', 'كيف أحصل على تأشيرة زيارة المستثمر؟', 'ما المقابل المالي على العمالة الوافدة؟'],
  },
  'business-setup': {
    en: ['How do I register an investment with MISA?', 'What is the Investment Law?', 'How does commercial registration work?'],
    ar: ['كيف يتم تسجيل الاستثمار لدى وزارة الاستثمار؟', 'ما الذي غيّره نظام الاستثمار؟', 'كيف يتم القيد في السجل التجاري؟'],
  },
  'local-partners': {
    en: ['Do I need a Saudi partner?', 'What does the Saudi Industrial Development Fund offer?', "What does Monsha'at do for small businesses?"],
    ar: ['هل أحتاج إلى شريك سعودي؟', 'ماذا يقدم صندوق التنمية الصناعية السعودي؟', 'ماذا تقدم منشآت للمنشآت الصغيرة والمتوسطة؟'],
  },
  'market-entry': {
    en: ['What are the Special Economic Zones?', 'What is the regional headquarters programme?', 'What is Saudization (Nitaqat)?'],
    ar: ['ما المناطق الاقتصادية الخاصة؟', 'ما برنامج المقرات الإقليمية؟', 'ما برنامج نطاقات للتوطين؟'],
  },
  'regulatory-compliance': {
    en: ['When must I register for VAT?', 'What is product conformity on SABER?', 'Do government contracts need a regional headquarters?'],
    ar: ['متى يجب التسجيل في ضريبة القيمة المضافة؟', 'ما شهادة المطابقة عبر منصة سابر؟', 'هل تتطلب العقود الحكومية مقرًا إقليميًا؟'],
  },
};

/** Up to three of the topic's questions, leaving out the one just asked (in other words too). */
export function askNext(topic: TopicId, lang: Lang, asked: string): string[] {
  const key = questionTerms(asked).join(' ');
  return ASK_NEXT[topic][lang].filter((q) => questionTerms(q).join(' ') !== key).slice(0, 3);
}
