import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { INDUSTRIES, type Industry } from '../../../domain/businessProfiles/businessProfile.ts';
import { knowledgeFileSchema, type KnowledgeItem } from '../../../domain/market/knowledge.ts';

/**
 * The sector profiles of issue 10: every industry a user can pick gets dated, sourced indicators plus who
 * regulates it, what programmes support it and where it clusters. Schema and sourcing of each item are
 * checked by knowledge.test.ts; this file checks that each profile is complete.
 */
const dir = fileURLToPath(new URL('../../../infra/content/knowledge/', import.meta.url));
const PARTNERS_FILE = 'partners-public.json';

/** Issue 10 asks for at least 6 dated indicators per sector; every sector file reaches it. */
const MIN_INDICATORS = 6;
/** Besides indicators, issue 10's profile has regulators and licences, programmes, places, opportunities and risks. */
const PROFILE_KINDS = ['regulator', 'licence', 'program', 'location', 'opportunity', 'risk'] as const;

function load(name: string): KnowledgeItem[] {
  return knowledgeFileSchema.parse(JSON.parse(readFileSync(`${dir}${name}`, 'utf8'))).items;
}

/** What keeps a sector file from being a complete profile, one line per gap. */
function profileProblems(industry: Industry, items: KnowledgeItem[]): string[] {
  const problems: string[] = [];
  const count = (kind: KnowledgeItem['kind']) => items.filter((item) => item.kind === kind).length;
  if (count('indicator') < MIN_INDICATORS) problems.push(`${industry}: ${count('indicator')} indicators, fewer than ${MIN_INDICATORS}`);
  for (const kind of PROFILE_KINDS) {
    if (count(kind) === 0) problems.push(`${industry}: no ${kind}`);
  }
  for (const item of items) {
    if (item.sectors.length !== 1 || item.sectors[0] !== industry) problems.push(`${item.id}: sectors should be [${industry}]`);
    if (item.kind !== 'indicator') continue;
    if (item.value === undefined || !item.unit?.trim() || !item.period?.trim()) problems.push(`${item.id}: indicator without value, unit and period`);
  }
  return problems;
}

const indicator: KnowledgeItem = {
  id: 'energy-sample-2024',
  kind: 'indicator',
  sectors: ['energy'],
  title: { en: 'Sample', ar: 'مثال' },
  body: { en: 'Body', ar: 'نص' },
  value: 1,
  unit: '%',
  period: '2024',
  source: { publisher: 'GASTAT', title: 'Page', url: 'https://stats.gov.sa/en' },
  asOf: '2024-12-31',
  verifiedAt: '2026-11-23',
};
const of = (kind: KnowledgeItem['kind'], n: number) => Array.from({ length: n }, (_, i) => ({ ...indicator, id: `energy-${kind}-${i}`, kind }));
const complete = [...of('indicator', MIN_INDICATORS), ...PROFILE_KINDS.flatMap((kind) => of(kind, 1))];

describe('sector profiles', () => {
  it.each(INDUSTRIES.map((industry) => [industry]))('%s has a sector file', (industry) => {
    expect(existsSync(`${dir}sector-${industry}.json`)).toBe(true);
  });

  it.each(INDUSTRIES.map((industry) => [industry]))('%s has its indicators, regulators, licences, programmes, locations, opportunities and risks', (industry) => {
    expect(profileProblems(industry, load(`sector-${industry}.json`))).toEqual([]);
  });

  it('lists only public bodies and programmes as partners', () => {
    const partners = load(PARTNERS_FILE);
    expect(partners.length).toBeGreaterThan(0);
    expect(partners.filter((item) => item.kind !== 'program').map((item) => item.id)).toEqual([]);
  });
});

describe('the profile check catches what it guards against', () => {
  it('accepts a complete profile', () => {
    expect(profileProblems('energy', complete)).toEqual([]);
  });

  it('flags too few indicators and each missing part of the profile', () => {
    expect(profileProblems('energy', of('indicator', MIN_INDICATORS - 1))).toEqual([
      `energy: ${MIN_INDICATORS - 1} indicators, fewer than ${MIN_INDICATORS}`,
      ...PROFILE_KINDS.map((kind) => `energy: no ${kind}`),
    ]);
  });

  it('flags an indicator without a period and an item filed under another sector', () => {
    const { period: _period, ...undated } = indicator;
    expect(profileProblems('energy', [...complete, undated, { ...indicator, id: 'x-1', sectors: ['agriculture'] }])).toEqual([
      'energy-sample-2024: indicator without value, unit and period',
      'x-1: sectors should be [energy]',
    ]);
  });
});
