import type { Industry } from '../businessProfiles/businessProfile.ts';
import type { FeatureValue } from '../subscriptions/tiers.ts';
import type { KnowledgeItem } from './knowledge.ts';
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

export type Report = {
  id: string;
  industry: Industry;
  level: ReportLevel;
  generatedAt: string;
  sections: { id: string; title: string; items: FactView[] }[];
  sources: KnowledgeItem['source'][];
};

export function buildReport(industry: Industry, items: KnowledgeItem[], level: ReportLevel, lang: Lang, generatedAt: string): Report {
  const sections = REPORT_SECTIONS.filter((s) => level === 'full' || s.level === 'summary').map((s) => {
    const mine = items.filter((i) => s.kinds.includes(i.kind));
    const ordered = s.id === 'entry-path' ? inStepOrder(mine) : mine;
    return { id: s.id, title: pick(s.title, lang).text, items: ordered.map((i) => factView(i, lang)) };
  });
  const sources = new Map<string, KnowledgeItem['source']>();
  for (const s of sections) for (const i of s.items) sources.set(i.source.url, i.source);
  return { id: industry, industry, level, generatedAt, sections: sections.filter((s) => s.items.length > 0), sources: [...sources.values()] };
}
