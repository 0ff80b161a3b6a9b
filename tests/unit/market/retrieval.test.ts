import { describe, it, expect } from 'vitest';
import { SearchIndex } from '../../../projections/searchIndex.ts';
import { retrievalAnswerer } from '../../../commands/market/answerer.ts';
import { MAX_FACTS, MAX_TERMS, boundWords, questionTerms } from '../../../domain/market/relevance.ts';
import type { Question } from '../../../domain/conversations/answerer.ts';
import type { KnowledgeItem } from '../../../domain/market/knowledge.ts';
import { item } from './fixtures.ts';

const vat = item('law-vat-standard-rate', {
  kind: 'rule',
  sectors: [],
  title: { en: 'VAT standard rate', ar: 'النسبة الأساسية لضريبة القيمة المضافة' },
  body: { en: 'Value added tax is charged at a standard rate of 15% on taxable supplies. It rose from 5% in 2020.', ar: 'تُفرض ضريبة القيمة المضافة بنسبة أساسية قدرها 15%. وقد رُفعت في 2020.' },
  value: 15,
  unit: '%',
  source: { publisher: 'ZATCA', title: 'VAT guideline', url: 'https://zatca.gov.sa/vat' },
  asOf: '2020-07-01',
  caveat: { en: 'The guideline is a public copy. Confirm before relying on it.', ar: 'الدليل نسخة عامة. تحقق قبل الاعتماد عليه.' },
});
const threshold = item('law-vat-mandatory-threshold', {
  kind: 'rule',
  sectors: [],
  title: { en: 'VAT mandatory registration threshold', ar: 'حد التسجيل الإلزامي' },
  body: { en: 'A business must register when its supplies reach SAR 375,000.', ar: 'يجب التسجيل عند بلوغ 375,000 ريال.' },
  value: 375000,
  unit: 'SAR',
  period: 'past 12 months',
});
const solar = item('energy-renewable-target', {
  title: { en: 'Renewable energy target for 2030', ar: 'مستهدف الطاقة المتجددة لعام 2030' },
  body: { en: 'Half of electricity from renewables by 2030.', ar: 'نصف الكهرباء من المصادر المتجددة.' },
  value: 50,
  unit: '%',
});

const ask = (question: string, over: Partial<Question> = {}): Question => ({ question, feature: 'legal', profile: { industry: null, country: null, language: 'en' }, askedAt: '2026-11-26T12:00:00.000Z', ...over });

function answererOf(...items: KnowledgeItem[]) {
  const index = new SearchIndex();
  items.forEach((i, n) => index.upsert(i, n));
  return retrievalAnswerer(index);
}
const answerer = answererOf(vat, threshold, solar);
const cited = async (question: string, over: Partial<Question> = {}) => (await answerer.answer(ask(question, over))).citations.map((c) => c.factId);

describe('question terms', () => {
  it('keeps the content words, normalised, without question words, plurals or endings', () => {
    expect(questionTerms('What is the VAT rate?')).toEqual(['vat', 'rate']);
    expect(questionTerms('What are the VAT rates?')).toEqual(['vat', 'rate']);
    expect(questionTerms('Which royalties?')).toEqual(['royalty']);
    expect(questionTerms('Which taxes?')).toEqual(['tax']);
    expect(questionTerms('ما هي نسبة الضريبة؟')).toEqual(['نسب', 'ضريب']);
    expect(questionTerms('كم عدد المنشآت للمنشآت؟')).toEqual(['عدد', 'منشات']);
    expect(questionTerms('How many tourists in 2024?')).toEqual(['tourist', '2024']);
    expect(questionTerms('What is it?')).toEqual([]);
    expect(questionTerms(Array.from({ length: 500 }, (_, n) => `word${String.fromCharCode(97 + (n % 26))}${n}`).join(' '))).toHaveLength(MAX_TERMS);
  });

  it('finds the words the facts use only as the head of a name, from the texts themselves', () => {
    const bound = boundWords(['King Abdullah Financial District', 'King Abdullah Economic City', 'King Salman Park', 'Tax rate', 'Tax base', 'Zakat rate', 'Zakat base', 'مركز الملك عبدالله المالي', 'مدينة الملك عبدالله']);
    expect([...bound.get('king')!]).toEqual(['abdullah', 'salman']);
    expect([...bound.get('ملك')!]).toEqual(['عبدالل']);
    expect(bound.has('tax')).toBe(false);
  });
});

describe('which facts answer', () => {
  it('answers with the fact that holds the question, at most three, the asker\'s industry first among equals', async () => {
    expect(await cited('What is the VAT rate?')).toEqual([vat.id]);
    expect(await cited('Who won the football league?')).toEqual([]);
    const many = Array.from({ length: 5 }, (_, n) => item(`vat-${n}`, { kind: 'rule', title: { en: 'VAT rate', ar: 'ض' }, sectors: n === 4 ? ['energy'] : [] }));
    const five = answererOf(...many, solar);
    const answer = await five.answer(ask('VAT rate', { profile: { industry: 'energy', country: null, language: 'en' } }));
    expect(answer.citations).toHaveLength(MAX_FACTS);
    expect(answer.citations[0]!.factId).toBe('vat-4');
  });

  it('matches a question word only as the start of a fact word, never the reverse', async () => {
    const taxFact = item('tax-rule', { kind: 'rule', title: { en: 'Tax rate for regional headquarters', ar: 'ضريبة' }, body: { en: 'Zero tax for thirty years from the licence.', ar: 'صفر' } });
    const taxi = answererOf(taxFact, solar);
    expect((await taxi.answer(ask('How much does a taxi licence cost?'))).citations).toEqual([]);
    expect((await taxi.answer(ask('What is the tax rate for regional headquarters?'))).citations.map((c) => c.factId)).toEqual(['tax-rule']);
  });

  it('every tab searches all facts; its own kinds come first among equals', async () => {
    for (const feature of ['legal', 'market', 'partners', 'general'] as const) {
      expect(await cited('renewable energy target', { feature })).toEqual([solar.id]);
      expect(await cited('What is the VAT rate?', { feature })).toEqual([vat.id]);
    }
    const rule = item('target-rule', { kind: 'rule', sectors: [], title: { en: 'Renewable energy target', ar: 'ق' } });
    const indicator = item('target-indicator', { kind: 'indicator', sectors: [], title: { en: 'Renewable energy target', ar: 'م' } });
    const both = answererOf(rule, indicator, vat);
    expect((await both.answer(ask('renewable energy target', { feature: 'legal' }))).citations[0]!.factId).toBe('target-rule');
    expect((await both.answer(ask('renewable energy target', { feature: 'market' }))).citations[0]!.factId).toBe('target-indicator');
  });
});

describe('answers', () => {
  it('composes the answer from the fact only: title, figure, first sentence, numbered citation', async () => {
    const answer = await answerer.answer(ask('What is the VAT rate?'));
    expect(answer.content).toContain('[1] VAT standard rate: 15%.');
    expect(answer.content).toContain('Value added tax is charged at a standard rate of 15% on taxable supplies.');
    expect(answer.content).not.toContain('It rose from 5%');
    expect(answer.content).toContain('Source: ZATCA, as of 2020-07-01.');
    // The age warning is worked out at the time of asking and leads the note (only its first sentence is shown).
    expect(answer.content).toContain('Note: This dates from 2020-07-01, more than two years ago; a newer figure or rule may exist.');
    expect(answer.content).not.toContain('public copy');
    expect(answer.citations).toEqual([{ factId: vat.id, publisher: 'ZATCA', title: 'VAT guideline', url: 'https://zatca.gov.sa/vat', asOf: '2020-07-01', verifiedAt: vat.verifiedAt }]);
    expect(answer.consultation).toBeUndefined();
    // Next questions are the person's own questions about the topic, not the one just asked.
    expect(answer.suggestions).toEqual(['What is the corporate income tax rate?', 'What is the zakat rate?', 'What is the withholding tax on royalties?']);
    // Every number in the answer is the fact's.
    const numbers = answer.content.match(/\d[\d,.]*/g)!.map((n) => n.replace(/[,.]$/, ''));
    const known = `${vat.title.en} ${vat.body.en} ${vat.value} ${vat.asOf} ${vat.caveat!.en} 1`;
    for (const n of numbers) expect(known).toContain(n);
  });

  it('shows a figure with its unit and period', async () => {
    expect((await answerer.answer(ask('What is the VAT registration threshold?'))).content).toContain('[1] VAT mandatory registration threshold: 375,000 SAR (past 12 months).');
  });

  it('answers in Arabic where the facts have it, and says so when it falls back to English', async () => {
    const arabic = { industry: null, country: null, language: 'ar' };
    const ar = await answerer.answer(ask('ما هي نسبة ضريبة القيمة المضافة؟', { profile: arabic }));
    expect(ar.content).toContain(vat.title.ar);
    expect(ar.content).toContain('المصدر: ZATCA');
    expect(ar.suggestions).toEqual(['ما نسبة ضريبة الدخل على الشركات؟', 'ما نسبة الزكاة؟', 'ما ضريبة الاستقطاع على الإتاوات؟']);
    const noArabic = { ...vat, title: { en: vat.title.en, ar: ' ' } } as KnowledgeItem;
    const fallback = await answererOf(noArabic).answer(ask('VAT rate', { profile: arabic }));
    expect(fallback.content).toContain('[1] VAT standard rate');
    expect(fallback.content).toContain('لا تتوفر لهذه المعلومة نسخة عربية');
    const french = await answerer.answer(ask('VAT rate', { profile: { industry: null, country: null, language: 'fr' } }));
    expect(french.content).toContain('Answered in English');
  });

  it('with nothing relevant says so plainly, states no figure, and offers the matching consultation and questions it can answer', async () => {
    const none = await answerer.answer(ask('Who won the football league?'));
    expect(none.content).toMatch(/^I don't have a sourced answer to that yet/);
    expect(none.content).not.toMatch(/\d/);
    expect(none).toMatchObject({ citations: [], consultation: { topicId: 'regulatory-compliance', title: 'Regulatory Compliance' } });
    expect(none.suggestions).toEqual(['When must I register for VAT?', 'What is product conformity on SABER?', 'Do government contracts need a regional headquarters?']);
    expect((await answerer.answer(ask('How is zakat calculated on a football club?'))).consultation?.topicId).toBe('taxation');
    expect((await answerer.answer(ask('?'))).consultation).toBeDefined();
  });
});
