import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SearchIndex } from '../../../projections/searchIndex.ts';
import { retrievalAnswerer } from '../../../commands/market/answerer.ts';
import { ASK_NEXT } from '../../../domain/market/askNext.ts';
import type { Question } from '../../../domain/conversations/answerer.ts';
import type { KnowledgeItem } from '../../../domain/market/knowledge.ts';
import { EVALUATION } from './evaluation.data.ts';

/**
 * The assistant against the real knowledge (infra/content/knowledge) and the labelled set (issue 19):
 * a cited fact must answer the question (precision), and a question the knowledge answers must get
 * an answer (recall). The figures go in docs/BENCHMARKS.md.
 */
const dir = fileURLToPath(new URL('../../../infra/content/knowledge/', import.meta.url));
const index = new SearchIndex();
let rev = 0;
for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
  for (const item of (JSON.parse(readFileSync(`${dir}${name}`, 'utf8')) as { items: KnowledgeItem[] }).items) index.upsert(item, rev++);
}
const answerer = retrievalAnswerer(index);
const FEATURES = ['market', 'legal', 'partners', 'general'] as const;
const languageOf = (q: string) => (/[\u0600-\u06FF]/.test(q) ? 'ar' : 'en');
const ask = (question: string, feature: Question['feature'] = 'general', language = languageOf(question)) =>
  answerer.answer({ question, feature, profile: { industry: null, country: null, language }, askedAt: '2026-11-26T12:00:00.000Z' });
const cited = async (question: string, feature: Question['feature'] = 'general', language?: string) => (await ask(question, feature, language)).citations.map((c) => c.factId);

describe('assistant evaluation set', () => {
  it('cites only facts that answer (precision ≥ 0.95) and answers what the knowledge holds (recall ≥ 0.80)', async () => {
    let citations = 0;
    let right = 0;
    let answerable = 0;
    let answered = 0;
    const misses: string[] = [];
    for (const { q, ok } of EVALUATION) {
      const ids = await cited(q);
      citations += ids.length;
      right += ids.filter((id) => ok.includes(id)).length;
      if (ok.length > 0) answerable += 1;
      if (ok.length > 0 && ids.some((id) => ok.includes(id))) answered += 1;
      if (ids.some((id) => !ok.includes(id)) || (ok.length > 0 && !ids.some((id) => ok.includes(id)))) misses.push(`${q} → ${ids.join(', ') || 'no answer'}`);
    }
    const precision = right / citations;
    const recall = answered / answerable;
    console.log(`assistant evaluation: ${EVALUATION.length} questions, precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)}\n  ${misses.join('\n  ')}`);
    expect(EVALUATION.length).toBeGreaterThanOrEqual(80);
    expect(precision).toBeGreaterThanOrEqual(0.95);
    expect(recall).toBeGreaterThanOrEqual(0.8);
  });

  it('answers its own placeholder the same in every tab and in Arabic (issue 17)', async () => {
    for (const feature of FEATURES) {
      expect(await cited('What is the VAT rate?', feature)).toEqual(['law-vat-standard-rate']);
      expect(await cited('ما نسبة ضريبة القيمة المضافة؟', feature)).toEqual(['law-vat-standard-rate']);
    }
  });

  it('answers the ownership question from the legal facts', async () => {
    expect(await cited('Do I need a Saudi partner to open a factory?', 'legal')).toEqual(['step-misa-registration']);
  });

  it('cites nothing loosely related (issue 19)', async () => {
    for (const q of ['How much does a taxi licence cost?', 'Who is the king?', 'What is the rate?', 'من هو الملك؟']) {
      const answer = await ask(q);
      expect(answer.citations, q).toEqual([]);
      expect(answer.consultation, q).toBeDefined();
    }
  });

  it('tells a person asking in another language that it answers English or Arabic', async () => {
    const answer = await ask('Quel est le taux de TVA ?', 'market', 'fr');
    expect(answer.citations).toEqual([]);
    expect(answer.content).toMatch(/^Je peux répondre aux questions posées en anglais ou en arabe\./);
    expect(await cited('What is the VAT rate?', 'market', 'fr')).toEqual(['law-vat-standard-rate']);
  });

  it('suggests only questions that get a sourced answer, in every tab', async () => {
    for (const [topic, byLang] of Object.entries(ASK_NEXT)) {
      for (const [lang, questions] of Object.entries(byLang)) {
        for (const q of questions) for (const feature of FEATURES) expect((await cited(q, feature, lang)).length, `${topic} ${feature}: ${q}`).toBeGreaterThan(0);
      }
    }
  });
});
