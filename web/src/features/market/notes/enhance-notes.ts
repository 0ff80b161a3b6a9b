import { findAmounts, type Amount } from './amounts.ts';
import { findDates, type DateFinder, type FoundDate } from './dates.ts';
import { scriptOf } from './text.ts';

/**
 * The AI notes enhancer of spec section 7: pasted or typed text in, structured notes out, all in the
 * browser. Pure and rule-based (no model, no network): the same text and reference date always give
 * the same notes, which is what lets the tests pin its behaviour in English and Arabic.
 */
export type ActionItem = { text: string; due: FoundDate | null };
export type Notes = {
  title: string | null;
  language: 'ar' | 'en' | 'mixed';
  headings: string[];
  keyPoints: string[];
  actionItems: ActionItem[];
  dates: FoundDate[];
  amounts: Amount[];
};

export const MAX_KEY_POINTS = 10;

const BULLET = /^\s*(?:[-*•·▪◦–—]|\d{1,2}[.)]|[a-z][.)]|[\u0660-\u0669]{1,2}[.)-])\s+/u;
const CHECKBOX = /^\s*(?:[-*]\s*)?\[( |x|X)\]\s*/;
const MARKDOWN_HEADING = /^\s*#{1,6}\s+(.+?)\s*#*\s*$/;
const ACTION_PREFIX = /^(?:todo|to do|action(?: item)?s?|ai|next steps?|follow[- ]up|مطلوب|إجراء|المهمة|مهمة|متابعة)\s*[:：-]\s*/iu;
const IMPERATIVE = new RegExp(
  `^(?:please\\s+)?(?:${[
    'send', 'call', 'email', 'e-mail', 'prepare', 'submit', 'register', 'book', 'review', 'follow up', 'schedule', 'contact', 'apply', 'obtain', 'renew', 'pay',
    'sign', 'draft', 'check', 'confirm', 'update', 'share', 'arrange', 'file', 'open', 'hire', 'ask', 'get', 'set up', 'finalise', 'finalize', 'complete', 'request',
    'translate', 'notarise', 'notarize', 'attest', 'collect', 'upload', 'issue', 'order', 'visit', 'meet', 'invite', 'decide', 'verify', 'ensure', 'make sure',
  ].join('|')})\\b`,
  'i',
);
const OBLIGATION_EN = /\b(?:we|i|you|they|he|she|[A-Z][a-z]+)\s+(?:need to|needs to|must|should|have to|has to|will|is to|are to)\s+\w+/;
const OBLIGATION_AR = /(?:^|\s)(?:يجب|ينبغي|علينا|عليه|عليها|لازم|يلزم|نحتاج|يحتاج|سوف|سنقوم|سيقوم|ستقوم|الرجاء|يرجى|برجاء|لا بد|لابد)(?=\s|$)/u;
const EMPHASIS = /\b(?:important|key|note|deadline|decision|decided|agreed|risk|required|mandatory|must)\b|مهم|ملاحظة|أساسي|قرار|تقرر|اتفق|موعد نهائي|إلزامي|مخاطر/iu;

type Line = { text: string; bullet: boolean; first: boolean; blankBefore: boolean; blankAfter: boolean; next: string | null };

function headingOf(line: Line): string | null {
  const md = MARKDOWN_HEADING.exec(line.text);
  if (md) return md[1]!;
  if (line.bullet) return null;
  const text = line.text.trim();
  const words = text.split(/\s+/).length;
  // "Agenda:", "الخطوات التالية:" — a short line that introduces what follows.
  if (/[:：]$/.test(text) && words <= 8) return text.replace(/\s*[:：]$/, '');
  if (/[.!?؟,،;]$/.test(text) || words > 8 || !line.next) return null;
  // ALL CAPS in Latin script, or a short line standing alone before text.
  if (/[A-Z]/.test(text) && text === text.toUpperCase() && /^[\p{Lu}\p{N}\s&/-]+$/u.test(text)) return text;
  // The opening line standing alone is the title, even when it starts like a task ("Call with the bank").
  if (line.first && line.blankAfter) return text;
  return line.blankBefore && words <= 5 && !/\d/.test(text) && !IMPERATIVE.test(text) ? text : null;
}

function linesOf(text: string): Line[] {
  const raw = text.replace(/\r\n?/g, '\n').split('\n');
  const lines: Line[] = [];
  raw.forEach((value, i) => {
    if (!value.trim()) return;
    const next = raw.slice(i + 1).find((l) => l.trim()) ?? null;
    const bullet = BULLET.test(value) || CHECKBOX.test(value);
    lines.push({ text: value, bullet, first: lines.length === 0, blankBefore: i === 0 || !raw[i - 1]!.trim(), blankAfter: i + 1 < raw.length && !raw[i + 1]!.trim(), next });
  });
  return lines;
}

/** Sentences of a paragraph line; bullets stay whole. */
function sentencesOf(line: Line): string[] {
  const text = line.text.replace(CHECKBOX, '').replace(BULLET, '').trim();
  if (line.bullet) return [text];
  return text.split(/(?<=[.!?؟])\s+(?=[\p{Lu}\p{Script=Arabic}\d"“])/u).map((s) => s.trim()).filter(Boolean);
}

function isAction(sentence: string, line: Line): boolean {
  if (CHECKBOX.test(line.text) && !/\[(x|X)\]/.test(line.text)) return true;
  return ACTION_PREFIX.test(sentence) || IMPERATIVE.test(sentence) || OBLIGATION_EN.test(sentence) || OBLIGATION_AR.test(sentence);
}

const clean = (sentence: string) => sentence.replace(ACTION_PREFIX, '').replace(/^please\s+/i, '').trim();
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Structures `text` into notes; `reference` anchors relative dates ("next Friday"), `findDate` adds English natural dates. */
export function enhanceNotes(text: string, reference: Date, findDate?: DateFinder): Notes {
  const lines = linesOf(text);
  const headings: string[] = [];
  const actionItems: ActionItem[] = [];
  const candidates: { text: string; score: number; order: number }[] = [];
  let order = 0;
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) {
      headings.push(heading);
      continue;
    }
    // A line of only dashes or dots says nothing.
    for (const sentence of sentencesOf(line).filter((x) => /[\p{L}\p{N}]/u.test(x))) {
      if (isAction(sentence, line)) {
        const item = capitalised(clean(sentence));
        actionItems.push({ text: item, due: findDates(item, reference, findDate).find((d) => d.iso !== null) ?? null });
        continue;
      }
      // Facts with figures or dates, emphasised sentences and bullets are what notes keep first.
      const score = (findAmounts(sentence).length > 0 ? 3 : 0) + (findDates(sentence, reference, findDate).length > 0 ? 2 : 0) + (EMPHASIS.test(sentence) ? 2 : 0) + (line.bullet ? 1 : 0);
      candidates.push({ text: sentence, score, order: order++ });
    }
  }
  const keyPoints = [...candidates]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_KEY_POINTS)
    .sort((a, b) => a.order - b.order)
    .map((c) => c.text);
  return {
    title: headings[0] ?? null,
    language: scriptOf(text),
    headings,
    keyPoints,
    actionItems,
    dates: findDates(text, reference, findDate),
    amounts: findAmounts(text),
  };
}
