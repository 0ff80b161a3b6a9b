import { describe, it, expect } from 'vitest';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import type { RecordedEvent } from '../../../infra/eventstore/port.ts';
import { circumstancesOf, tailorEntryPath } from '../../../domain/market/entryPath.ts';
import { buildReport } from '../../../domain/market/report.ts';
import { reportMarkdown } from '../../../domain/market/reportExport.ts';
import { savedReportDecider } from '../../../domain/market/savedReports.ts';
import type { Match } from '../../../domain/partners/matching.ts';
import { reportIdFor } from '../../../commands/market/recordReport.ts';
import { MARKET_HISTORY, MARKET_REPORTS, marketHistoryProjection } from '../../../projections/marketHistory.ts';
import { USAGE, usageProjection } from '../../../projections/usage.ts';
import { deciderSpec } from '../support/deciderSpec.ts';
import { item } from './fixtures.ts';

const step = (id: string, order: number) =>
  item(id, { kind: 'step', sectors: [], step: { order, authority: 'MISA', documents: [{ en: 'Passport', ar: 'جواز' }], fees: { en: 'None', ar: 'لا' }, time: { en: '1 day', ar: 'يوم' } } });
// Given out of order on purpose: the report puts them in the order a company takes them.
const steps = [step('step-etimad-registration', 10), step('step-misa-registration', 1), step('step-saber-conformity', 9), step('step-gosi-registration', 6)];
const inOrder = [...steps].sort((a, b) => a.step!.order - b.step!.order);
const ids = (list: { item: { id: string } }[]) => list.map((s) => s.item.id);

describe('entry path tailored to the business profile', () => {
  it('keeps SABER for a company that sells products and leaves out Etimad without government contracts', () => {
    const tailored = tailorEntryPath(inOrder, { industry: 'trade-distribution', goals: ['market-entry'] });
    expect(ids(tailored.steps)).toEqual(['step-misa-registration', 'step-gosi-registration', 'step-saber-conformity']);
    expect(tailored.steps.find((s) => s.item.id === 'step-saber-conformity')!.why!.en).toMatch(/sell products/);
    expect(ids(tailored.skipped)).toEqual(['step-etimad-registration']);
    expect(tailored.skipped[0]!.why.ar).toBeTruthy();
  });

  it('keeps Etimad for a company aiming at government contracts and leaves out SABER for a service company', () => {
    const tailored = tailorEntryPath(inOrder, { industry: 'technology-it', goals: ['government-contracts', 'hire-locally'] });
    expect(ids(tailored.steps)).toEqual(['step-misa-registration', 'step-gosi-registration', 'step-etimad-registration']);
    expect(ids(tailored.skipped)).toEqual(['step-saber-conformity']);
    expect(tailored.steps.find((s) => s.item.id === 'step-gosi-registration')!.why!.en).toMatch(/hire/);
  });

  it('reads goals written in words, in English and Arabic', () => {
    expect(circumstancesOf({ industry: 'media-communication', goals: ['Import consumer products'] })).toMatchObject({ sellsProducts: true, targetsGovernment: false });
    expect(circumstancesOf({ industry: 'banking-finance', goals: ['المشاركة في المناقصات الحكومية'] })).toMatchObject({ sellsProducts: false, targetsGovernment: true });
    expect(circumstancesOf({ industry: 'tourism-hospitality', goals: [] })).toEqual({ sellsProducts: false, targetsGovernment: false, hiresLocally: false });
  });
});

const partner = { id: 'partner-misa', name: 'MISA', type: 'public-program' as const, sectors: [], cities: [], languages: [], services: [], verified: true, website: null };
const matches: Match[] = Array.from({ length: 7 }, (_, i) => ({ partner: { ...partner, id: `p${i}` }, score: 20 - i, reasons: ['Serves every sector'] }));

describe('full report for a signed-in user', () => {
  it('has the tailored entry path with reasons, the steps left out, and the best partner matches', () => {
    const report = buildReport('technology-it', [...steps, item('i1', { sectors: ['technology-it'] })], 'full', 'ar', '2026-11-23T10:00:00.000Z', {
      profile: { industry: 'technology-it', goals: ['market-entry'] },
      matches,
    });
    const path = report.sections.find((s) => s.id === 'entry-path')!;
    expect(path.items.map((i) => i.id)).toEqual(['step-misa-registration', 'step-gosi-registration']);
    expect(report.tailoring!.skipped.map((s) => s.id)).toEqual(['step-saber-conformity', 'step-etimad-registration']);
    expect(report.tailoring!.skipped[0]!.why).toMatch(/منتجات/);
    expect(report.partnerMatches!.map((m) => m.partner.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(report.lang).toBe('ar');
  });

  it('keeps every step in order without a profile, and a summary has neither tailoring nor partners', () => {
    const full = buildReport('energy', steps, 'full', 'en', 'now', { profile: null, matches });
    expect(full.sections.find((s) => s.id === 'entry-path')!.items.map((i) => i.step!.order)).toEqual([1, 6, 9, 10]);
    expect(full.tailoring).toBeUndefined();
    const summary = buildReport('energy', [...steps, item('i1')], 'summary', 'en', 'now', { profile: { industry: 'energy', goals: [] }, matches });
    expect(summary.sections.map((s) => s.id)).toEqual(['indicators']);
    expect(summary).not.toHaveProperty('partnerMatches');
    expect(summary).not.toHaveProperty('tailoring');
  });
});

const saved = (reportId: string, userId = 'u1', at = '2026-11-23T10:00:00.000Z') => {
  const report = { ...buildReport('energy', [item('i1'), ...steps], 'full', 'en', at, { profile: { industry: 'energy', goals: [] }, matches: matches.slice(0, 1) }), id: reportId };
  return { reportId, userId, industry: 'energy' as const, level: 'full' as const, lang: 'en' as const, month: at.slice(0, 7), at, report };
};

describe('report export', () => {
  it('writes every item with its source and as-of date, the reasons, the steps left out and the partner matches', () => {
    const report = buildReport('technology-it', [...steps, item('i1', { sectors: ['technology-it'], value: 4.2, unit: '%', period: '2024' })], 'full', 'en', '2026-11-23T10:00:00.000Z', {
      profile: { industry: 'technology-it', goals: ['government-contracts'] },
      matches: matches.slice(0, 1),
    });
    const md = reportMarkdown(report);
    expect(md.startsWith('# Market report: Technology and IT\n\nGenerated: 2026-11-23\n')).toBe(true);
    expect(md).toContain('### Title of i1: 4.2 % (2024)');
    expect(md.match(/^Source: \[GASTAT: Statistics\]\(https:\/\/www\.stats\.gov\.sa\/en\), as of 2025-06-30$/gm)).toHaveLength(4);
    expect(md).toContain('Why it applies: You aim to win government contracts');
    expect(md).toContain('## Steps left out for your profile\n\n- Title of step-saber-conformity: Left out');
    expect(md).toContain('## Partner matches\n\n1. MISA (score 20): Serves every sector');
  });

  it('writes an Arabic report with Arabic labels and sector name, and says where an item fell back to English', () => {
    const report = buildReport('energy', [item('i1', { title: { en: 'English only', ar: '' } })], 'summary', 'ar', '2026-11-23T10:00:00.000Z');
    const md = reportMarkdown(report);
    expect(md.startsWith('# تقرير السوق: الطاقة\n')).toBe(true);
    expect(md).toContain('### English only');
    expect(md).toContain('_غير متوفر بالعربية بعد؛ معروض بالإنجليزية._');
    expect(md).toContain('المصدر: [GASTAT: Statistics](https://www.stats.gov.sa/en), بتاريخ 2025-06-30');
  });
});

describe('saved report decider', () => {
  const spec = deciderSpec(savedReportDecider);
  it('records a report once, whatever it holds (the schema takes the whole report)', () => {
    spec([]).when({ type: 'RecordReport', data: saved('r1') }).then([{ type: 'MarketReportGenerated', data: saved('r1') }]);
    spec([{ type: 'MarketReportGenerated', data: saved('r1') }]).when({ type: 'RecordReport', data: saved('r1') }).thenNothingHappens();
  });
});

describe('report ids', () => {
  it('are the same for the same user and content at another time, and differ for another user or content', () => {
    const a = buildReport('energy', [item('i1')], 'summary', 'en', '2026-11-23T10:00:00.000Z');
    const later = { ...buildReport('energy', [item('i1')], 'summary', 'en', '2026-11-24T10:00:00.000Z'), id: 'x' };
    expect(reportIdFor('u1', a)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(reportIdFor('u1', later)).toBe(reportIdFor('u1', a));
    expect(reportIdFor('u2', a)).not.toBe(reportIdFor('u1', a));
    expect(reportIdFor('u1', buildReport('energy', [item('i1')], 'summary', 'ar', 'now'))).not.toBe(reportIdFor('u1', a));
  });
});

let pos = 0n;
const recorded = (streamName: string, revision: number, type: string, data: unknown): RecordedEvent => {
  pos += 1n;
  return { id: `e${pos}`, streamName, revision, position: { commit: pos, prepare: pos }, type, data, metadata: {}, createdAt: '' };
};

describe('history and usage projections', () => {
  const at = '2026-11-23T10:00:00.000Z';
  const events = [
    recorded('marketSearches-u1-2026-11', 0, 'MarketSearched', { searchId: 's1', userId: 'u1', month: '2026-11', query: 'q', industry: null, searchType: 'all', total: 0, at }),
    recorded('marketReport-r1', 0, 'MarketReportGenerated', saved('r1')),
    recorded('partnerMatches-u1-2026-11', 0, 'PartnerMatchesRequested', { requestId: 'm1', userId: 'u1', month: '2026-11', matches: 3, at }),
    recorded('consultationAllowance-u1-2026-11', 0, 'ConsultationAllowanceUsed', { userId: 'u1', month: '2026-11', bookingId: 'b1', usedAt: at }),
    recorded('consultationAllowance-u1-2026-11', 1, 'ConsultationAllowanceUsed', { userId: 'u1', month: '2026-11', bookingId: 'b2', usedAt: at }),
    recorded('consultationAllowance-u1-2026-11', 2, 'ConsultationAllowanceReturned', { userId: 'u1', month: '2026-11', bookingId: 'b1', returnedAt: at }),
    recorded('marketSearches-u2-2026-10', 0, 'MarketSearched', { searchId: 's2', userId: 'u2', month: '2026-10', query: 'q', industry: null, searchType: 'all', total: 0, at }),
  ];

  it('counts each use once per user and month, also when the log is replayed', async () => {
    const store = new EmbeddedReadStore();
    for (const run of [1, 2]) {
      for (const e of events) await usageProjection.apply(e, store);
      const docs = await store.collection(USAGE).find({}, { sort: { _id: 1 } });
      expect(docs.map((d) => [d._id, d.counts]), `run ${run}`).toEqual([
        ['u1:2026-11', { marketSearches: 1, marketReports: 1, partnerMatches: 1, consultations: 1 }],
        ['u2:2026-10', { marketSearches: 1 }],
      ]);
    }
  });

  it('keeps a generated report in the history beside searches and as it was generated, and drops both on erasure', async () => {
    const store = new EmbeddedReadStore();
    for (const e of events.slice(0, 2)) for (const _run of [1, 2]) await marketHistoryProjection.apply(e, store);
    expect(await store.collection(MARKET_HISTORY).findOne({ _id: 'r1' })).toMatchObject({ kind: 'report', userId: 'u1', industry: 'energy', level: 'full', at });
    expect(await store.collection(MARKET_REPORTS).findOne({ _id: 'r1' })).toMatchObject({ userId: 'u1', report: saved('r1').report });
    await marketHistoryProjection.apply(recorded('user-u1', 3, 'PersonalDataErased', { userId: 'u1', by: 'self', erasedAt: at }), store);
    expect(await store.collection(MARKET_HISTORY).find({})).toEqual([]);
    expect(await store.collection(MARKET_REPORTS).find({})).toEqual([]);
  });
});
