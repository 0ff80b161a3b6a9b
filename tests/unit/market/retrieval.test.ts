import { describe, it, expect } from 'vitest';
import { SearchIndex } from '../../../projections/searchIndex.ts';
import { retrievalAnswerer } from '../../../commands/market/answerer.ts';
import { answerFrom, bestFacts, questionTerms, relevance, MAX_FACTS, MAX_TERMS } from '../../../domain/market/retrieval.ts';
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
  caveat: { en: 'Older than two years. Confirm before relying on it.', ar: 'أقدم من عامين. تحقق قبل الاعتماد عليه.' },
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

const ask = (question: string, over: Partial<Question> = {}): Question => ({ question, feature: 'legal', profile: { industry: null, country: null, language: 'en' }, ...over });
const candidates = (...items: KnowledgeItem[]) => items.map((i, n) => ({ item: i, score: 10 - n }));

describe('question terms and relevance', () => {
  it('keeps the content words, normalised, without question words or plurals', () => {
    expect(questionTerms('What is the VAT rate?')).toEqual(['vat', 'rate']);
    expect(questionTerms('What are the VAT rates?')).toEqual(['vat', 'rate']);
    expect(questionTerms('Which royalties?')).toEqual(['royalty']);
    expect(questionTerms('ما هي نسبة الضريبة؟')).toEqual(['نسبه', 'ضريبه']);
    expect(questionTerms('What is it?')).toEqual([]);
    expect(questionTerms(Array.from({ length: 500 }, (_, n) => `word${String.fromCharCode(97 + (n % 26))}${n}`).join(' '))).toHaveLength(MAX_TERMS);
  });

  it('is the share of the question the fact holds, in either language', () => {
    expect(relevance(vat, ['vat', 'rate'])).toBe(1);
    expect(relevance(threshold, ['vat', 'rate'])).toBe(0.5);
    expect(relevance(vat, questionTerms('ما هي نسبة ضريبة القيمة المضافة؟'))).toBeGreaterThanOrEqual(0.6);
    expect(relevance(solar, questionTerms('Who won the football league?'))).toBe(0);
  });

  it('answers with the facts that hold enough of the question, at most three, the asker\'s industry first', () => {
    expect(bestFacts(candidates(threshold, vat), ['vat', 'rate'], null).map((i) => i.id)).toEqual([vat.id]);
    expect(bestFacts(candidates(solar), ['vat', 'rate'], null)).toEqual([]);
    const many = Array.from({ length: 5 }, (_, n) => item(`vat-${n}`, { title: { en: `VAT rate ${n}`, ar: 'ض' }, sectors: n === 4 ? ['energy'] : [] }));
    const best = bestFacts(candidates(...many), ['vat', 'rate'], 'energy');
    expect(best).toHaveLength(MAX_FACTS);
    expect(best[0]!.id).toBe('vat-4');
  });
});

describe('answers', () => {
  it('composes the answer from the fact only: title, figure, first sentence, numbered citation', () => {
    const answer = answerFrom(ask('What is the VAT rate?'), candidates(vat));
    expect(answer.content).toContain('[1] VAT standard rate: 15%.');
    expect(answer.content).toContain('Value added tax is charged at a standard rate of 15% on taxable supplies.');
    expect(answer.content).not.toContain('It rose from 5%');
    expect(answer.content).toContain('Source: ZATCA, as of 2020-07-01.');
    expect(answer.content).toContain('Note: Older than two years.');
    expect(answer.citations).toEqual([{ factId: vat.id, publisher: 'ZATCA', title: 'VAT guideline', url: 'https://zatca.gov.sa/vat', asOf: '2020-07-01', verifiedAt: vat.verifiedAt }]);
    expect(answer.consultation).toBeUndefined();
    // The matching topic's follow-ups are offered as next questions, on a sourced answer too.
    expect(answer.suggestions).toEqual(['What activity will you carry out in Saudi Arabia?', 'What revenue do you expect there in the first year?', 'Which taxes concern you (VAT, corporate income tax, zakat, withholding)?']);
    // Every number in the answer is the fact's.
    const numbers = answer.content.match(/\d[\d,.]*/g)!.map((n) => n.replace(/[,.]$/, ''));
    const known = `${vat.title.en} ${vat.body.en} ${vat.value} ${vat.asOf} ${vat.caveat!.en} 1`;
    for (const n of numbers) expect(known).toContain(n);
  });

  it('shows a figure with its unit and period', () => {
    expect(answerFrom(ask('What is the VAT registration threshold?'), candidates(threshold)).content).toContain('[1] VAT mandatory registration threshold: 375,000 SAR (past 12 months).');
  });

  it('answers in Arabic where the facts have it, and says so when it falls back to English', () => {
    const ar = answerFrom(ask('ما هي نسبة ضريبة القيمة المضافة؟', { profile: { industry: null, country: null, language: 'ar' } }), candidates(vat));
    expect(ar.content).toContain(vat.title.ar);
    expect(ar.content).toContain('المصدر: ZATCA');
    const noArabic = { ...vat, title: { en: vat.title.en, ar: ' ' } } as KnowledgeItem;
    const fallback = answerFrom(ask('VAT rate', { profile: { industry: null, country: null, language: 'ar' } }), candidates(noArabic));
    expect(fallback.content).toContain('[1] VAT standard rate');
    expect(fallback.content).toContain('لا تتوفر لهذه المعلومة نسخة عربية');
    const french = answerFrom(ask('VAT rate', { profile: { industry: null, country: null, language: 'fr' } }), candidates(vat));
    expect(french.content).toContain('Answered in English');
  });

  it('with nothing relevant says so plainly, states no figure, and offers the matching consultation with its follow-ups', () => {
    const none = answerFrom(ask('Who won the football league?'), candidates(solar));
    expect(none.content).toMatch(/^I don't have a sourced answer to that yet/);
    expect(none.content).not.toMatch(/\d/);
    expect(none).toMatchObject({ citations: [], consultation: { topicId: 'regulatory-compliance', title: 'Regulatory Compliance' } });
    expect(none.suggestions).toHaveLength(3);
    expect(answerFrom(ask('How is zakat calculated on a football club?'), []).consultation?.topicId).toBe('taxation');
  });
});

describe('retrieval answerer over the search index', () => {
  const index = new SearchIndex();
  [vat, threshold, solar].forEach((i, n) => index.upsert(i, n));
  const answerer = retrievalAnswerer(Promise.resolve(index));

  it('searches only the feature\'s kinds', async () => {
    expect((await answerer.answer(ask('renewable energy target'))).citations).toEqual([]);
    expect((await answerer.answer(ask('renewable energy target', { feature: 'market' }))).citations.map((c) => c.factId)).toEqual([solar.id]);
    expect((await answerer.answer(ask('renewable energy target', { feature: 'general' }))).citations.map((c) => c.factId)).toEqual([solar.id]);
  });

  it('answers the VAT rate on the legal assistant, and nothing for a question outside the knowledge', async () => {
    expect((await answerer.answer(ask('What is the VAT rate?'))).citations.map((c) => c.factId)).toEqual([vat.id]);
    expect((await answerer.answer(ask('Who won the football league?'))).citations).toEqual([]);
    expect((await answerer.answer(ask('?'))).consultation).toBeDefined();
  });
});
