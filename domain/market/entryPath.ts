import type { Industry } from '../businessProfiles/businessProfile.ts';
import type { KnowledgeItem } from './knowledge.ts';

/**
 * The entry path tailored to a business profile. Most steps apply to every foreign company; two
 * apply only to some: SABER conformity (SASO) to those who sell products, Etimad to those who
 * bid for government work. The profile has no "we sell products" field, so the sector says it
 * (docs/DECISIONS.md, "Full reports, saved"), and a goal in the user's words can add it.
 */
type Text = { en: string; ar: string };
export type EntryProfile = { industry: Industry; goals: readonly string[] };
export type Circumstances = { sellsProducts: boolean; targetsGovernment: boolean; hiresLocally: boolean };

/** Sectors whose companies put goods on the Saudi market, and so need SABER certificates. */
export const PRODUCT_SECTORS: readonly Industry[] = [
  'agriculture',
  'medical-health',
  'energy',
  'industrial-manufacturing',
  'automotive-aeronautics',
  'building-public-works',
  'trade-distribution',
];

const PRODUCT_WORDS = /\b(products?|goods|import(s|ing)?|export(s|ing)?|manufactur\w*|distribut\w*)\b|منتج|بضائع|سلع|استيراد|تصدير|تصنيع/iu;
const GOVERNMENT_WORDS = /\b(government|tenders?|procurement|public sector)\b|حكوم|مناقص|مشتريات/iu;

export function circumstancesOf(profile: EntryProfile): Circumstances {
  const goals = profile.goals;
  return {
    sellsProducts: PRODUCT_SECTORS.includes(profile.industry) || goals.some((g) => PRODUCT_WORDS.test(g)),
    targetsGovernment: goals.includes('government-contracts') || goals.some((g) => GOVERNMENT_WORDS.test(g)),
    hiresLocally: goals.includes('hire-locally'),
  };
}

type Rule = { applies: (c: Circumstances) => boolean; why: Text; whyNot: Text };

/** Steps that apply only in some circumstances, by fact id; every other step applies to everyone. */
const CONDITIONAL: Readonly<Record<string, Rule>> = {
  'step-saber-conformity': {
    applies: (c) => c.sellsProducts,
    why: { en: 'You sell products in Saudi Arabia, so each needs its SABER conformity certificate.', ar: 'تبيع منتجات في السعودية، فيحتاج كل منتج إلى شهادة مطابقة عبر منصة سابر.' },
    whyNot: { en: 'Left out: your profile does not say you sell products.', ar: 'مستبعدة: لا يذكر ملفك أنك تبيع منتجات.' },
  },
  'step-etimad-registration': {
    applies: (c) => c.targetsGovernment,
    why: { en: 'You aim to win government contracts, which are tendered on Etimad.', ar: 'تسعى للفوز بعقود حكومية، وتُطرح منافساتها عبر منصة اعتماد.' },
    whyNot: { en: 'Left out: your profile does not aim at government contracts.', ar: 'مستبعدة: لا يستهدف ملفك العقود الحكومية.' },
  },
};

/** Steps that every company takes, but that matter first to one that hires. */
const HIRING_STEPS = new Set(['step-gosi-registration', 'step-qiwa-work-permits', 'step-visas']);
const HIRING_WHY: Text = { en: 'You plan to hire in Saudi Arabia.', ar: 'تخطط للتوظيف في السعودية.' };

export type TailoredStep = { item: KnowledgeItem; why?: Text };
export type SkippedStep = { item: KnowledgeItem; why: Text };

/** The steps (given in the order a company takes them) that apply to this profile, and those left out with the reason. */
export function tailorEntryPath(steps: readonly KnowledgeItem[], profile: EntryProfile): { steps: TailoredStep[]; skipped: SkippedStep[]; circumstances: Circumstances } {
  const c = circumstancesOf(profile);
  const kept: TailoredStep[] = [];
  const skipped: SkippedStep[] = [];
  for (const item of steps) {
    const rule = CONDITIONAL[item.id];
    if (rule && !rule.applies(c)) skipped.push({ item, why: rule.whyNot });
    else if (rule) kept.push({ item, why: rule.why });
    else if (c.hiresLocally && HIRING_STEPS.has(item.id)) kept.push({ item, why: HIRING_WHY });
    else kept.push({ item });
  }
  return { steps: kept, skipped, circumstances: c };
}
