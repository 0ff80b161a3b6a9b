import { describe, expect, it } from 'vitest';
import { formatDualDate, formatDualTime, formatRiyadhTime, riyadhWallClock } from './dates.ts';

describe('formatDualDate', () => {
  it('gives the Gregorian date and the Umm al-Qura Hijri date', () => {
    // 23 September 2025 (Saudi National Day) was 1 Rabi al-Thani 1447 in Umm al-Qura.
    const { gregorian, hijri } = formatDualDate(new Date('2025-09-23T09:00:00Z'), 'en');
    expect(gregorian).toBe('September 23, 2025');
    expect(hijri).toMatch(/Rabiʻ II 1, 1447 AH|1 Rabiʻ II 1447 AH/);
  });

  it('uses the Riyadh date, not UTC, near midnight', () => {
    // 22:30 UTC is already 01:30 the next day in Riyadh.
    expect(formatDualDate(new Date('2025-09-22T22:30:00Z'), 'en').gregorian).toBe('September 23, 2025');
  });

  it('localises both calendars', () => {
    const { gregorian, hijri } = formatDualDate(new Date('2025-09-23T09:00:00Z'), 'ar');
    expect(gregorian).toMatch(/سبتمبر/);
    expect(hijri).toMatch(/ربيع الآخر/);
  });
});

describe('Riyadh time', () => {
  const instant = new Date('2025-01-15T12:00:00Z');

  it('formats the time in Riyadh (UTC+3)', () => {
    expect(formatRiyadhTime(instant, 'en')).toBe('3:00 PM');
  });

  it('shows the user’s own time beside it when the zones differ', () => {
    expect(formatDualTime(instant, 'en', 'Europe/London')).toEqual({
      riyadh: '3:00 PM',
      local: '12:00 PM',
      differs: true,
    });
  });

  it('says when the user is on Riyadh time already', () => {
    expect(formatDualTime(instant, 'en', 'Asia/Kuwait').differs).toBe(false);
  });

  it('builds a Riyadh wall-clock instant', () => {
    expect(riyadhWallClock(9, 0, instant).toISOString()).toBe('2025-01-15T06:00:00.000Z');
  });
});
