import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { knowledgeFileSchema, type KnowledgeItem } from '../../../domain/market/knowledge.ts';

/**
 * Every versioned knowledge file is checked here, whoever wrote it: users act on these figures, so an
 * unsourced, undated or half-translated item must stop the build rather than reach a page.
 */
const dir = fileURLToPath(new URL('../../../infra/content/knowledge/', import.meta.url));
const ENTRY_PATH_FILE = 'legal-entry-path.json';
const ARABIC_LETTER = /[\u0600-\u06FF]/;

type LoadedFile = { name: string; raw: unknown };

function loadFiles(): LoadedFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ name, raw: JSON.parse(readFileSync(`${dir}${name}`, 'utf8')) as unknown }));
}

/** Problems with one file against the schema, one line per issue, naming the item that has it. */
function schemaProblems(raw: unknown): string[] {
  const result = knowledgeFileSchema.safeParse(raw);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** Why an item may not be shown, independent of the schema so that a loosened schema is still caught. */
function sourcingProblems(item: KnowledgeItem): string[] {
  const problems: string[] = [];
  if (!item.source?.url?.startsWith('https://')) problems.push(`${item.id}: no https source URL`);
  if (!item.source?.publisher?.trim()) problems.push(`${item.id}: no publisher`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(item.asOf ?? '')) problems.push(`${item.id}: no as-of date`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(item.verifiedAt ?? '')) problems.push(`${item.id}: no verified date`);
  if (item.asOf > item.verifiedAt) problems.push(`${item.id}: as-of ${item.asOf} is after verified ${item.verifiedAt}`);
  return problems;
}

/**
 * Issue 19: the age warning is worked out from `asOf` when a fact is shown (domain/market/age.ts), so a
 * caveat that stores one would repeat it, or contradict it once the fact is read at another date.
 */
const STORED_AGE_WARNING = /(more|older) than two years|two years (old|ago|before)|أكثر من عامين|أقدم من عامين/i;

function storedAgeWarnings(item: KnowledgeItem): string[] {
  if (!item.caveat) return [];
  return STORED_AGE_WARNING.test(`${item.caveat.en} ${item.caveat.ar}`) ? [`${item.id}: the caveat stores an age warning`] : [];
}

function arabicProblems(item: KnowledgeItem): string[] {
  // A unit or period in words ("factories", "end of 2023") needs its Arabic; "%" or "2024" reads the same.
  const words = (english: string | undefined, ar: string | undefined) => (english && /[A-Za-z]/.test(english) ? ar : 'ـ');
  const texts: [string, string | undefined][] = [
    ['title', item.title?.ar],
    ['body', item.body?.ar],
    ['caveat', item.caveat ? item.caveat.ar : 'ـ'],
    ['unit', words(item.unit, item.unitAr)],
    ['period', words(item.period, item.periodAr)],
  ];
  return texts
    .filter(([, ar]) => !ar?.trim() || !ARABIC_LETTER.test(ar))
    .map(([field]) => `${item.id}: ${field} has no Arabic text`);
}

function stepProblems(item: KnowledgeItem): string[] {
  const step = item.step;
  if (!step) return [`${item.id}: entry-path item has no step details`];
  const problems: string[] = [];
  if (item.kind !== 'step') problems.push(`${item.id}: kind is ${item.kind}, not step`);
  if (!step.authority.trim()) problems.push(`${item.id}: no authority`);
  if (step.documents.length === 0) problems.push(`${item.id}: no documents`);
  for (const [field, value] of [['fees', step.fees], ['time', step.time], ...step.documents.map((d) => ['document', d] as const)] as const) {
    if (!value.en.trim() || !value.ar.trim() || !ARABIC_LETTER.test(value.ar)) problems.push(`${item.id}: ${field} lacks English or Arabic`);
  }
  if (!item.source.url.startsWith('https://')) problems.push(`${item.id}: no source`);
  return problems;
}

function duplicateIds(files: { name: string; items: { id: string }[] }[]): string[] {
  const seen = new Map<string, string>();
  const duplicates: string[] = [];
  for (const file of files) {
    for (const { id } of file.items) {
      const first = seen.get(id);
      if (first) duplicates.push(`${id} in ${first} and ${file.name}`);
      else seen.set(id, file.name);
    }
  }
  return duplicates;
}

const files = loadFiles();
const parsed = files.map(({ name, raw }) => {
  const result = knowledgeFileSchema.safeParse(raw);
  return { name, items: result.success ? result.data.items : [] };
});
const allItems = parsed.flatMap((file) => file.items);

const sample: KnowledgeItem = {
  id: 'law-sample',
  kind: 'step',
  sectors: [],
  title: { en: 'Sample', ar: 'مثال' },
  body: { en: 'Body', ar: 'نص' },
  source: { publisher: 'ZATCA', title: 'Page', url: 'https://zatca.gov.sa/en' },
  asOf: '2025-01-01',
  verifiedAt: '2026-11-23',
  step: { order: 1, authority: 'ZATCA', documents: [{ en: 'CR', ar: 'السجل' }], fees: { en: 'Free', ar: 'مجاناً' }, time: { en: '1 day', ar: 'يوم' } },
};

describe('knowledge content files', () => {
  it('finds the knowledge files, including the legal entry path', () => {
    expect(files.map((file) => file.name)).toContain(ENTRY_PATH_FILE);
  });

  it.each(files.map((file) => [file.name, file.raw] as const))('%s satisfies knowledgeFileSchema', (_name, raw) => {
    expect(schemaProblems(raw)).toEqual([]);
  });

  it('gives every item a source URL, a publisher, an as-of and a verified date', () => {
    expect(allItems.flatMap(sourcingProblems)).toEqual([]);
  });

  it('uses each id once across all files', () => {
    expect(duplicateIds(parsed)).toEqual([]);
  });

  it('stores no age warning in a caveat (it is computed when the fact is shown)', () => {
    expect(allItems.flatMap(storedAgeWarnings)).toEqual([]);
  });

  it('has Arabic title, body, caveat, unit and period for every item', () => {
    expect(allItems.flatMap(arabicProblems)).toEqual([]);
  });

  it('gives every entry-path step its authority, documents, fees, time and source, in a single order', () => {
    const steps = parsed.find((file) => file.name === ENTRY_PATH_FILE)?.items ?? [];
    expect(steps.length).toBeGreaterThan(0);
    expect(steps.flatMap(stepProblems)).toEqual([]);
    const orders = steps.map((item) => item.step?.order);
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('keeps every figure next to its unit', () => {
    const unitless = allItems.filter((item) => item.value !== undefined && !item.unit?.trim()).map((item) => item.id);
    expect(unitless).toEqual([]);
  });
});

describe('the knowledge checks catch what they guard against', () => {
  it('rejects a file whose item has no source URL or as-of date', () => {
    const { source: _source, asOf: _asOf, ...bare } = sample;
    expect(schemaProblems({ version: 1, items: [bare] }).join('\n')).toMatch(/source[\s\S]*asOf|asOf[\s\S]*source/);
    expect(sourcingProblems({ ...sample, source: { ...sample.source, url: 'http://x.sa' }, asOf: '' })).toHaveLength(2);
  });

  it('flags an item dated after it was verified', () => {
    expect(sourcingProblems({ ...sample, asOf: '2027-01-01' })).toEqual(['law-sample: as-of 2027-01-01 is after verified 2026-11-23']);
  });

  it('flags a caveat that stores an age warning, in either language', () => {
    expect(storedAgeWarnings({ ...sample, caveat: { en: 'This dates from 2022-01-01, more than two years before it was last verified.', ar: 'قديم.' } })).toEqual([
      'law-sample: the caveat stores an age warning',
    ]);
    expect(storedAgeWarnings({ ...sample, caveat: { en: 'Old.', ar: 'مضى عليه أكثر من عامين.' } })).toHaveLength(1);
    expect(storedAgeWarnings({ ...sample, caveat: { en: 'Sources disagree.', ar: 'تختلف المصادر.' } })).toEqual([]);
  });

  it('flags a repeated id across files', () => {
    expect(duplicateIds([{ name: 'a.json', items: [{ id: 'x-1' }] }, { name: 'b.json', items: [{ id: 'x-1' }] }])).toEqual(['x-1 in a.json and b.json']);
  });

  it('flags missing or untranslated Arabic', () => {
    expect(arabicProblems({ ...sample, title: { en: 'T', ar: 'T' }, caveat: { en: 'C', ar: ' ' } })).toEqual([
      'law-sample: title has no Arabic text',
      'law-sample: caveat has no Arabic text',
    ]);
    expect(arabicProblems({ ...sample, value: 1, unit: 'factories', period: 'end of 2023', periodAr: 'end of 2023' })).toEqual([
      'law-sample: unit has no Arabic text',
      'law-sample: period has no Arabic text',
    ]);
    expect(arabicProblems({ ...sample, value: 1, unit: '%', period: '2024' })).toEqual([]);
  });

  it('flags a step without details or with an English-only fee', () => {
    expect(stepProblems({ ...sample, step: undefined })).toEqual(['law-sample: entry-path item has no step details']);
    const englishOnly = { ...sample, step: { ...sample.step!, fees: { en: 'SAR 100', ar: 'SAR 100' } } };
    expect(stepProblems(englishOnly)).toEqual(['law-sample: fees lacks English or Arabic']);
  });
});
