import { describe, expect, it } from 'vitest';
import { ageWarning, caveatAt, isStale } from '../../../domain/market/age.ts';
import { factView } from '../../../domain/market/present.ts';
import { retrievalAnswerer } from '../../../commands/market/answerer.ts';
import { SearchIndex } from '../../../projections/searchIndex.ts';
import { item } from './fixtures.ts';

// A fixed clock: the warning depends only on asOf and the moment the fact is shown.
const NOW = new Date('2026-11-26T12:00:00Z');
const editorCaveat = { en: 'Secondary source. Check the ministry page.', ar: 'مصدر ثانوي. راجع صفحة الوزارة.' };

describe('the age warning of a fact (issue 19)', () => {
  it('calls a fact stale only when its as-of date is more than two years before now', () => {
    expect(isStale('2024-11-26', NOW)).toBe(true);
    expect(isStale('2024-11-27', NOW)).toBe(false);
    expect(isStale('2026-01-01', NOW)).toBe(false);
    expect(isStale('not a date', NOW)).toBe(false);
  });

  it('is computed when the fact is read, so the same fact turns stale as time passes', () => {
    const fact = item('f1', { asOf: '2025-03-01' });
    expect(caveatAt(fact, 'en', NOW)).toBeUndefined();
    expect(caveatAt(fact, 'en', new Date('2027-03-02T00:00:00Z'))).toBe('This dates from 2025-03-01, more than two years ago; a newer figure or rule may exist.');
  });

  it("leads the editor's caveat, in the asked language", () => {
    const fact = item('f1', { asOf: '2021-12-09', caveat: editorCaveat });
    expect(caveatAt(fact, 'en', NOW)).toBe(`${ageWarning('2021-12-09', NOW, 'en')} ${editorCaveat.en}`);
    expect(caveatAt(fact, 'ar', NOW)?.startsWith('يعود هذا إلى 2021-12-09، أي إلى أكثر من عامين مضيا')).toBe(true);
    expect(caveatAt(fact, 'ar', NOW)?.endsWith(editorCaveat.ar)).toBe(true);
    expect(caveatAt(item('f2', { asOf: '2026-01-01', caveat: editorCaveat }), 'en', NOW)).toBe(editorCaveat.en);
  });

  it('puts it on every shown fact: the fact card and the assistant answer', async () => {
    const old = item('energy-old-target', { title: { en: 'Solar capacity target', ar: 'مستهدف الطاقة الشمسية' }, body: { en: 'Solar capacity target of 40 GW.', ar: 'مستهدف 40 غيغاواط.' }, value: 40, unit: 'GW', asOf: '2022-05-20', caveat: editorCaveat });
    expect(factView(old, 'en', NOW).caveat?.startsWith('This dates from 2022-05-20')).toBe(true);
    const index = new SearchIndex();
    index.upsert(old, 1);
    const answer = await retrievalAnswerer(index).answer({ question: 'What is the solar capacity target?', feature: 'market', profile: { industry: null, country: null, language: 'en' }, askedAt: NOW.toISOString() });
    expect(answer.content).toContain('Note: This dates from 2022-05-20, more than two years ago; a newer figure or rule may exist.');
    expect(answer.content).not.toContain(editorCaveat.en);
  });
});
