import { describe, it, expect, beforeAll } from 'vitest';
import { enhanceNotes } from './enhance-notes.ts';
import { findAmounts } from './amounts.ts';
import { findDates, findWrittenDates, type DateFinder } from './dates.ts';
import { loadDateFinder } from './chrono-dates.ts';
import { notesToMarkdown } from './notes-markdown.ts';

// A Monday; relative dates in the notes are read from it.
const MONDAY = new Date(2026, 10, 23, 9, 0);
let chrono: DateFinder;
beforeAll(async () => {
  chrono = await loadDateFinder();
});

const ENGLISH = `Meeting with MISA

Agenda:
- Investment licence for the Riyadh office
- VAT and zakat

The licence fee is SAR 12,000 a year and the service fee is 2.5%.
Corporate income tax is 20% on the foreign share. Important: the CR must be renewed every year.
Our budget for the first year is $1.5m.

Next steps
- [ ] Send the attested documents to the law firm by 15 December 2026
- Ahmed will book the ZATCA registration next Friday.
TODO: prepare the Saudization plan
- [x] Choose the office in Riyadh
`;

const ARABIC = `اجتماع مع وزارة الاستثمار

النقاط الرئيسية:
- رسوم الترخيص ١٢٬٠٠٠ ريال سعودي سنويًا.
- ضريبة القيمة المضافة ١٥٪ على التوريدات الخاضعة.
- الميزانية ٢ مليون دولار للسنة الأولى.

الخطوات التالية:
- يجب تقديم المستندات قبل ١٥ ديسمبر ٢٠٢٦.
- سنقوم بالتسجيل في منصة اعتماد في ١ رمضان ١٤٤٨ هـ.
- الموعد النهائي للتسجيل 31/01/2027.
`;

describe('amounts', () => {
  it('finds money by code, symbol and name, before or after the number, with scales', () => {
    const found = findAmounts('Fees: SAR 12,000, 3,500 riyals, $1.5m, USD 2 million, €300, 40k AED and 5 m of cable.');
    expect(found.map((a) => [a.text, a.value, a.currency])).toEqual([
      ['SAR 12,000', 12000, 'SAR'],
      ['3,500 riyals', 3500, 'SAR'],
      ['$1.5m', 1500000, 'USD'],
      ['USD 2 million', 2000000, 'USD'],
      ['€300', 300, 'EUR'],
      ['40k AED', 40000, 'AED'],
    ]);
  });

  it('finds percentages, in words and signs', () => {
    expect(findAmounts('VAT is 15% and withholding 5 percent, zakat 2.5 %').map((a) => [a.kind, a.value])).toEqual([
      ['percent', 15],
      ['percent', 5],
      ['percent', 2.5],
    ]);
  });

  it('reads Arabic amounts with Arabic-Indic digits and Arabic names, keeping the text as written', () => {
    const found = findAmounts('الرسوم ١٢٬٠٠٠ ريال سعودي والضريبة ١٥٪ والميزانية ٢ مليون دولار و٣٠٠ ر.س و٢٫٥ في المائة');
    expect(found.map((a) => [a.text, a.value, a.currency])).toEqual([
      ['١٢٬٠٠٠ ريال سعودي', 12000, 'SAR'],
      ['١٥٪', 15, null],
      ['٢ مليون دولار', 2000000, 'USD'],
      ['٣٠٠ ر.س', 300, 'SAR'],
      ['٢٫٥ في المائة', 2.5, null],
    ]);
  });

  it('takes no plain number, year or phone number for an amount', () => {
    expect(findAmounts('In 2026 we met 12 people; call +966 11 123 4567.')).toEqual([]);
  });
});

describe('dates', () => {
  it('reads ISO and day-first numeric dates, and refuses impossible ones', () => {
    expect(findWrittenDates('Due 2026-03-31, then 01/04/2026; not 31/02/2026 or 2026-13-01.').map((d) => d.iso)).toEqual(['2026-03-31', '2026-04-01']);
  });

  it('reads Arabic Gregorian dates (both month names) and keeps Hijri dates as written', () => {
    const found = findWrittenDates('قبل ١٥ ديسمبر ٢٠٢٦ و٣ كانون الثاني ٢٠٢٧ وفي مارس 2027 وفي ١ رمضان ١٤٤٨ هـ');
    expect(found.map((d) => [d.iso, d.calendar])).toEqual([
      ['2026-12-15', 'gregorian'],
      ['2027-01-03', 'gregorian'],
      ['2027-03', 'gregorian'],
      [null, 'hijri'],
    ]);
    expect(found[3]!.text).toBe('١ رمضان ١٤٤٨ هـ');
  });

  it('adds English natural dates from chrono, relative to the reference, where no written date was found', () => {
    const found = findDates('Book it next Friday, sign by 15 December 2026 and pay on 2027-01-10; now is fine.', MONDAY, chrono);
    // chrono reads "next Friday" as the Friday of next week.
    expect(found.map((d) => d.iso)).toEqual(['2026-12-04', '2026-12-15', '2027-01-10']);
    expect(findDates('Book a year ahead; budget $1.5m; reply tomorrow or in two weeks.', MONDAY, chrono).map((d) => d.text)).toEqual(['tomorrow', 'in two weeks']);
  });

  it('works without the date library (before it has loaded)', () => {
    expect(findDates('by 2026-12-15 or next Friday', MONDAY).map((d) => d.iso)).toEqual(['2026-12-15']);
  });
});

describe('notes from English text', () => {
  const notes = () => enhanceNotes(ENGLISH, MONDAY, chrono);

  it('finds the headings: a title line, a line ending in a colon, a short line before a list', () => {
    expect(notes().headings).toEqual(['Meeting with MISA', 'Agenda', 'Next steps']);
    expect(notes().title).toBe('Meeting with MISA');
    expect(notes().language).toBe('en');
  });

  it('turns open tasks, imperatives, "will" and TODO lines into action items with their due dates; a done task is not one', () => {
    const items = notes().actionItems;
    expect(items.map((a) => a.text)).toEqual([
      'Send the attested documents to the law firm by 15 December 2026',
      'Ahmed will book the ZATCA registration next Friday.',
      'Prepare the Saudization plan',
    ]);
    expect(items.map((a) => a.due?.iso ?? null)).toEqual(['2026-12-15', '2026-12-04', null]);
  });

  it('keeps the facts as key points, in their order, with figures and emphasis', () => {
    expect(notes().keyPoints).toEqual([
      'Investment licence for the Riyadh office',
      'VAT and zakat',
      'The licence fee is SAR 12,000 a year and the service fee is 2.5%.',
      'Corporate income tax is 20% on the foreign share.',
      'Important: the CR must be renewed every year.',
      'Our budget for the first year is $1.5m.',
      'Choose the office in Riyadh',
    ]);
  });

  it('lists every date and amount of the text', () => {
    expect(notes().amounts.map((a) => a.text)).toEqual(['SAR 12,000', '2.5%', '20%', '$1.5m']);
    expect(notes().dates.map((d) => d.iso)).toEqual(['2026-12-15', '2026-12-04']);
  });

  it('keeps at most 10 key points, preferring those with figures, in the order written', () => {
    const text = Array.from({ length: 14 }, (_, i) => (i % 3 === 0 ? `Point ${i} costs SAR ${i + 1},000.` : `Point ${i} is a remark.`)).join('\n');
    const points = enhanceNotes(text, MONDAY).keyPoints;
    expect(points).toHaveLength(10);
    expect(points.filter((p) => p.includes('SAR'))).toHaveLength(5);
    expect(points.map((p) => Number(p.split(' ')[1]))).toEqual([...points.map((p) => Number(p.split(' ')[1]))].sort((a, b) => a - b));
  });
});

describe('notes from Arabic text', () => {
  const notes = () => enhanceNotes(ARABIC, MONDAY, chrono);

  it('finds the title and the colon headings', () => {
    expect(notes().headings).toEqual(['اجتماع مع وزارة الاستثمار', 'النقاط الرئيسية', 'الخطوات التالية']);
    expect(notes().language).toBe('ar');
  });

  it('turns obligations and plans into action items, with their Gregorian due dates', () => {
    const items = notes().actionItems;
    expect(items.map((a) => a.text)).toEqual(['يجب تقديم المستندات قبل ١٥ ديسمبر ٢٠٢٦.', 'سنقوم بالتسجيل في منصة اعتماد في ١ رمضان ١٤٤٨ هـ.']);
    expect(items[0]!.due?.iso).toBe('2026-12-15');
    expect(items[1]!.due).toBeNull();
  });

  it('keeps the facts as key points and finds the amounts and dates', () => {
    expect(notes().keyPoints).toEqual([
      'رسوم الترخيص ١٢٬٠٠٠ ريال سعودي سنويًا.',
      'ضريبة القيمة المضافة ١٥٪ على التوريدات الخاضعة.',
      'الميزانية ٢ مليون دولار للسنة الأولى.',
      'الموعد النهائي للتسجيل 31/01/2027.',
    ]);
    expect(notes().amounts.map((a) => [a.value, a.currency])).toEqual([[12000, 'SAR'], [15, null], [2000000, 'USD']]);
    expect(notes().dates.map((d) => [d.iso, d.calendar])).toEqual([['2026-12-15', 'gregorian'], [null, 'hijri'], ['2027-01-31', 'gregorian']]);
  });
});

describe('edge cases', () => {
  it('gives empty notes for empty or blank text, or text of only punctuation', () => {
    expect(enhanceNotes('...\n---\n', MONDAY).keyPoints).toEqual([]);
    expect(enhanceNotes('  \n\n ', MONDAY)).toEqual({ title: null, language: 'en', headings: [], keyPoints: [], actionItems: [], dates: [], amounts: [] });
  });

  it('reads Markdown headings and Windows line ends, and is the same for the same input', () => {
    const text = '# Plan\r\n\r\n## Costs\r\nRent is SAR 80,000.\r\n';
    expect(enhanceNotes(text, MONDAY)).toMatchObject({ title: 'Plan', headings: ['Plan', 'Costs'], keyPoints: ['Rent is SAR 80,000.'] });
    expect(enhanceNotes(text, MONDAY)).toEqual(enhanceNotes(text, MONDAY));
  });
});

describe('Markdown export', () => {
  const labels = { notes: 'Notes', headings: 'Headings', keyPoints: 'Key points', actionItems: 'Action items', due: 'due', dates: 'Dates', amounts: 'Amounts', hijri: 'Hijri', percent: 'percentage' };

  it('writes each section with its items, action items as tasks with their due dates', () => {
    const md = notesToMarkdown(enhanceNotes(ENGLISH, MONDAY, chrono), labels);
    expect(md.startsWith('# Meeting with MISA\n')).toBe(true);
    expect(md).toContain('## Action items\n\n- [ ] Send the attested documents to the law firm by 15 December 2026 (due: 2026-12-15)');
    expect(md).toContain('- SAR 12,000 → 12000 SAR');
    expect(md).toContain('- 2.5% → 2.5 % (percentage)');
  });

  it('leaves out empty sections and names untitled notes', () => {
    expect(notesToMarkdown(enhanceNotes('just a remark', MONDAY), labels)).toBe('# Notes\n\n## Key points\n\n- just a remark\n');
  });
});
