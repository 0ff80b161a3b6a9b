import type { Industry } from '../businessProfiles/businessProfile.ts';
import { INDUSTRY_LABELS } from '../partners/partner.ts';
import type { Report } from './report.ts';

const INDUSTRY_NAMES_AR: Readonly<Record<Industry, string>> = {
  agriculture: 'الزراعة والأغذية الزراعية',
  'medical-health': 'الطب والصحة',
  energy: 'الطاقة',
  'industrial-manufacturing': 'الصناعة والتصنيع',
  'automotive-aeronautics': 'السيارات والطيران',
  'building-public-works': 'البناء والأشغال العامة',
  'technology-it': 'التقنية وتقنية المعلومات',
  'trade-distribution': 'التجارة والتوزيع',
  'tourism-hospitality': 'السياحة والضيافة',
  'banking-finance': 'البنوك والتمويل',
  'media-communication': 'الإعلام والاتصالات',
};

/** The words of an exported report; its facts are already in the report's language. */
const LABELS = {
  en: { report: 'Market report', generated: 'Generated', source: 'Source', asOf: 'as of', authority: 'Authority', fees: 'Typical fees', time: 'Typical time', documents: 'Documents', why: 'Why it applies', note: 'Note', fallback: 'Not yet available in Arabic; shown in English.', skipped: 'Steps left out for your profile', partners: 'Partner matches', score: 'score', sources: 'Sources' },
  ar: { report: 'تقرير السوق', generated: 'تاريخ الإنشاء', source: 'المصدر', asOf: 'بتاريخ', authority: 'الجهة', fees: 'الرسوم المعتادة', time: 'المدة المعتادة', documents: 'المستندات', why: 'سبب انطباقها', note: 'ملاحظة', fallback: 'غير متوفر بالعربية بعد؛ معروض بالإنجليزية.', skipped: 'خطوات مستبعدة لملفك', partners: 'الشركاء المطابقون', score: 'الدرجة', sources: 'المصادر' },
} as const;

const line = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

/**
 * A full report as Markdown, for the `fullExport` tiers' download: every item keeps its source and
 * as-of date, as on screen. Pure, so the export says exactly what the saved report says.
 */
export function reportMarkdown(report: Report): string {
  const l = LABELS[report.lang];
  const industryName = (report.lang === 'ar' ? INDUSTRY_NAMES_AR : INDUSTRY_LABELS)[report.industry];
  const out: string[] = [`# ${l.report}: ${industryName}`, '', `${l.generated}: ${report.generatedAt.slice(0, 10)}`];
  for (const section of report.sections) {
    out.push('', `## ${section.title}`);
    for (const item of section.items) {
      const figure = item.value !== undefined ? `: ${item.value}${item.unit ? ` ${item.unit}` : ''}${item.period ? ` (${item.period})` : ''}` : '';
      out.push('', `### ${item.step ? `${item.step.order}. ` : ''}${line(item.title)}${figure}`, '', line(item.body));
      if (item.step) {
        const s = item.step;
        out.push('', `- ${l.authority}: ${s.authority}`, `- ${l.fees}: ${line(s.fees)}`, `- ${l.time}: ${line(s.time)}`, `- ${l.documents}: ${s.documents.map(line).join('; ')}`);
      }
      if (item.why) out.push('', `${l.why}: ${line(item.why)}`);
      if (item.caveat) out.push('', `${l.note}: ${line(item.caveat)}`);
      if (item.fallback) out.push('', `_${l.fallback}_`);
      out.push('', `${l.source}: [${item.source.publisher}: ${line(item.source.title)}](${item.source.url}), ${l.asOf} ${item.asOf}`);
    }
  }
  if (report.tailoring?.skipped.length) {
    out.push('', `## ${l.skipped}`, '', ...report.tailoring.skipped.map((s) => `- ${line(s.title)}: ${line(s.why)}`));
  }
  if (report.partnerMatches?.length) {
    out.push('', `## ${l.partners}`, '');
    report.partnerMatches.forEach((m, i) => out.push(`${i + 1}. ${m.partner.name} (${l.score} ${m.score}): ${m.reasons.join('; ')}`));
  }
  out.push('', `## ${l.sources}`, '', ...report.sources.map((s) => `- ${s.publisher}: ${line(s.title)} — ${s.url}`));
  return `${out.join('\n')}\n`;
}
