import type { Notes } from './enhance-notes.ts';

/** The section titles and words of the exported notes, in the reader's language. */
export type NotesLabels = {
  notes: string;
  headings: string;
  keyPoints: string;
  actionItems: string;
  due: string;
  dates: string;
  amounts: string;
  hijri: string;
  percent: string;
};

/** The notes as Markdown, for copying and for the downloaded file: empty sections are left out. */
export function notesToMarkdown(notes: Notes, labels: NotesLabels): string {
  const out: string[] = [`# ${notes.title ?? labels.notes}`];
  const section = (title: string, lines: string[]) => {
    if (lines.length > 0) out.push('', `## ${title}`, '', ...lines);
  };
  section(labels.headings, notes.headings.map((h) => `- ${h}`));
  section(labels.keyPoints, notes.keyPoints.map((p) => `- ${p}`));
  section(labels.actionItems, notes.actionItems.map((a) => `- [ ] ${a.text}${a.due?.iso ? ` (${labels.due}: ${a.due.iso})` : ''}`));
  section(labels.dates, notes.dates.map((d) => `- ${d.text}${d.iso ? ` → ${d.iso}` : d.calendar === 'hijri' ? ` (${labels.hijri})` : ''}`));
  section(labels.amounts, notes.amounts.map((a) => `- ${a.text} → ${a.kind === 'percent' ? `${a.value} % (${labels.percent})` : `${a.value} ${a.currency}`}`));
  return `${out.join('\n')}\n`;
}
