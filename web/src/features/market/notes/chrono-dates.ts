import type { DateFinder } from './dates.ts';

const pad = (n: number) => String(n).padStart(2, '0');
// Words chrono reads as a moment but that name no date in notes.
const NOT_DATES = new Set(['now', 'today', 'tonight']);
const DURATION_LIKE = /^[\d.,\s]+[a-z]{0,3}$/i;

/**
 * English dates through chrono-node, loaded only when the notes enhancer is first used (it stays out of
 * every page's first load). British day-first reading, as dates are written in Saudi Arabia.
 */
export async function loadDateFinder(): Promise<DateFinder> {
  const chrono = await import('chrono-node/en');
  return (text, reference) =>
    chrono.GB.parse(text, reference, { forwardDate: true })
      // A date names a day or a month: "a year" (a duration) and "1.5m" (minutes, or an amount) do not.
      .filter((r) => !NOT_DATES.has(r.text.trim().toLowerCase()) && !DURATION_LIKE.test(r.text.trim()))
      .filter((r) => r.start.isCertain('day') || r.start.isCertain('weekday') || r.start.isCertain('month'))
      .map((r) => {
        const d = r.start.date();
        const day = r.start.isCertain('day') || r.start.isCertain('weekday') || !r.start.isCertain('month');
        const iso = `${d.getFullYear()}-${pad(d.getMonth() + 1)}${day ? `-${pad(d.getDate())}` : ''}`;
        return { index: r.index, text: r.text, iso, calendar: 'gregorian' as const };
      });
}
