import { describe, expect, it } from 'vitest';
import { dayLabel, isLateCancel, riyadhDays, roomMayBeOpen, slotTimes } from './time-labels.ts';

describe('riyadhDays', () => {
  it('starts on today in Riyadh, even when UTC is still on the day before', () => {
    // 22:30 UTC on 30 Nov is 01:30 on 1 Dec in Riyadh.
    expect(riyadhDays(new Date('2026-11-30T22:30:00Z'), 3)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
  });
});

describe('dayLabel', () => {
  it('gives the weekday, the Gregorian date and the Umm al-Qura Hijri date', () => {
    // 23 September 2025 was 1 Rabi al-Thani 1447 AH (Umm al-Qura), a Tuesday.
    const label = dayLabel('2025-09-23', 'en');
    expect(label.weekday).toBe('Tuesday');
    expect(label.gregorian).toBe('September 23, 2025');
    expect(label.hijri).toMatch(/1447 AH/);
    expect(label.hijri).toMatch(/Rabiʻ II/);
  });

  it('writes both calendars in Arabic for the Arabic page', () => {
    const label = dayLabel('2025-09-23', 'ar');
    expect(label.weekday).toBe('الثلاثاء');
    expect(label.gregorian).toMatch(/سبتمبر/);
    expect(label.hijri).toMatch(/ربيع الآخر/);
  });
});

describe('slotTimes', () => {
  const start = '2026-01-15T06:00:00.000Z';

  it('pairs the user’s local time with Riyadh time', () => {
    expect(slotTimes(start, 'en', 'Europe/Berlin')).toMatchObject({ local: '7:00 AM', riyadh: '9:00 AM', differs: true, timeZone: 'Europe/Berlin' });
  });

  it('says when the two clocks agree', () => {
    expect(slotTimes(start, 'en', 'Asia/Riyadh')).toMatchObject({ local: '9:00 AM', riyadh: '9:00 AM', differs: false });
  });
});

describe('the late-cancel window and the room', () => {
  const start = '2026-01-15T06:00:00.000Z';
  const at = (iso: string) => Date.parse(iso);

  it('is late inside 24 hours before the start, not before', () => {
    expect(isLateCancel(start, at('2026-01-14T06:00:01Z'))).toBe(true);
    expect(isLateCancel(start, at('2026-01-14T05:59:59Z'))).toBe(false);
  });

  it('may be open from 10 minutes before the start to 30 minutes after the end', () => {
    const end = '2026-01-15T06:15:00.000Z';
    expect(roomMayBeOpen(start, end, at('2026-01-15T05:49:59Z'))).toBe(false);
    expect(roomMayBeOpen(start, end, at('2026-01-15T05:50:00Z'))).toBe(true);
    expect(roomMayBeOpen(start, end, at('2026-01-15T06:45:00Z'))).toBe(true);
    expect(roomMayBeOpen(start, end, at('2026-01-15T06:45:01Z'))).toBe(false);
  });
});
