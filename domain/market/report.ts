import type { Industry } from '../businessProfiles/businessProfile.ts';
import type { FeatureValue } from '../subscriptions/tiers.ts';
import type { Match } from '../partners/matching.ts';
import type { KnowledgeItem } from './knowledge.ts';
import { tailorEntryPath, type Circumstances, type EntryProfile } from './entryPath.ts';
import { factView, pick, type FactView, type Lang } from './present.ts';

/**
 * A sector report is its facts grouped into sections. `summary` is the sector profile a visitor
 * or a free user sees; `full` adds what a company plans its entry with: programs, places, the
 * ordered entry path and the laws and fees. docs/DECISIONS.md ("Market reports by tier").
 */
export type ReportLevel = 'summary' | 'full';

type SectionDef = { id: string; kinds: readonly KnowledgeItem['kind'][]; level: ReportLevel; title: { en: string; ar: string } };

export const REPORT_SECTIONS: readonly SectionDef[] = [
  { id: 'indicators', kinds: ['indicator'], level: 'summary', title: { en: 'Key indicators', ar: 'المؤشرات الرئيسية' } },
  { id: 'regulators', kinds: ['regulator', 'licence'], level: 'summary', title: { en: 'Regulators and licences', ar: 'الجهات التنظيمية والتراخيص' } },
  { id: 'opportunities', kinds: ['opportunity'], level: 'summary', title: { en: 'Opportunities', ar: 'الفرص' } },
  { id: 'risks', kinds: ['risk'], level: 'summary', title: { en: 'Risks', ar: 'المخاطر' } },
  { id: 'programs', kinds: ['program'], level: 'full', title: { en: 'Programs and incentives', ar: 'البرامج والحوافز' } },
  { id: 'locations', kinds: ['location'], level: 'full', title: { en: 'Cities and economic zones', ar: 'المدن والمناطق الاقتصادية' } },
  { id: 'entry-path', kinds: ['step'], level: 'full', title: { en: 'Entry path', ar: 'مسار دخول السوق' } },
  { id: 'laws', kinds: ['rule', 'fee'], level: 'full', title: { en: 'Laws, taxes and fees', ar: 'الأنظمة والضرائب والرسوم' } },
];

/** Visitors get the summary; a tier's `marketReports` value says the rest (export and custom are full here). */
export function reportLevel(marketReports: FeatureValue | undefined): ReportLevel {
  return marketReports === undefined || marketReports === 'summary' || marketReports === false ? 'summary' : 'full';
}

export const kindsFor = (level: ReportLevel): KnowledgeItem['kind'][] =>
  REPORT_SECTIONS.filter((s) => level === 'full' || s.level === 'summary').flatMap((s) => s.kinds);

/** Entry-path steps in the order a company takes them. */
export const inStepOrder = (items: KnowledgeItem[]): KnowledgeItem[] =>
  items.filter((i) => i.kind === 'step').sort((a, b) => (a.step?.order ?? Infinity) - (b.step?.order ?? Infinity) || a.id.localeCompare(b.id));

/** A report item; an entry-path step tailored to a profile says why it applies to this company. */
export type ReportItem = FactView & { why?: string };

export type Report = {
  id: string;
  industry: Industry;
  level: ReportLevel;
  lang: Lang;
  generatedAt: string;
  sections: { id: string; title: string; items: ReportItem[] }[];
  sources: KnowledgeItem['source'][];
  /** Full reports for a signed-in user with a business profile: what the entry path was tailored to, and the steps left out. */
  tailoring?: { circumstances: Circumstances; skipped: { id: string; title: string; why: string }[] };
  /** Full reports for a signed-in user: the partners matched to their profile (domain/partners/matching.ts). */
  partnerMatches?: Match[];
};

/** What a full report for a signed-in user adds: the profile it is tailored to (null before onboarding) and the partner matches. */
export type ForUser = { profile: EntryProfile | null; matches: Match[] };

/** How many partner matches a report shows; the matching page lists more. */
export const REPORT_MATCHES = 5;

export function buildReport(industry: Industry, items: KnowledgeItem[], level: ReportLevel, lang: Lang, generatedAt: string, forUser?: ForUser): Report {
  const tailored = level === 'full' && forUser?.profile ? tailorEntryPath(inStepOrder(items), forUser.profile) : undefined;
  const sections = REPORT_SECTIONS.filter((s) => level === 'full' || s.level === 'summary').map((s) => {
    if (s.id === 'entry-path' && tailored) {
      return { id: s.id, title: pick(s.title, lang).text, items: tailored.steps.map(({ item, why }): ReportItem => ({ ...factView(item, lang, new Date(generatedAt)), ...(why && { why: pick(why, lang).text }) })) };
    }
    const mine = items.filter((i) => s.kinds.includes(i.kind));
    const ordered = s.id === 'entry-path' ? inStepOrder(mine) : mine;
    return { id: s.id, title: pick(s.title, lang).text, items: ordered.map((i): ReportItem => factView(i, lang, new Date(generatedAt))) };
  });
  const sources = new Map<string, KnowledgeItem['source']>();
  for (const s of sections) for (const i of s.items) sources.set(i.source.url, i.source);
  const report: Report = { id: industry, industry, level, lang, generatedAt, sections: sections.filter((s) => s.items.length > 0), sources: [...sources.values()] };
  if (tailored) {
    const skipped = tailored.skipped.map(({ item, why }) => ({ id: item.id, title: pick(item.title, lang).text, why: pick(why, lang).text }));
    report.tailoring = { circumstances: tailored.circumstances, skipped };
  }
  if (level === 'full' && forUser) report.partnerMatches = forUser.matches.slice(0, REPORT_MATCHES);
  return report;
}
