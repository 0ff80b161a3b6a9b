import { describe, expect, it } from 'vitest';
import { emptyWeek, weeklyProblems, type ExpertProfile } from '../../../domain/consultations/expertProfile.ts';
import { freeSlots, meetingOpen, meetingWindow, platformDay, slotProblem, slotsOnLocalDay } from '../../../domain/consultations/slots.ts';
import { offsetMinutes, zonedInstant } from '../../../domain/consultations/zonedTime.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

const profile = (overrides: Partial<ExpertProfile> = {}): ExpertProfile => ({
  displayName: 'Dr Expert',
  headline: 'Tax adviser',
  bio: '',
  languages: ['en'],
  topics: ['taxation'],
  timeZone: 'Asia/Riyadh',
  weekly: { ...emptyWeek(), mon: [{ from: '09:00', to: '10:00' }], tue: [{ from: '09:00', to: '09:40' }, { from: '14:00', to: '14:30' }] },
  datesOff: [],
  minNoticeHours: 12,
  bufferMinutes: 5,
  horizonDays: 60,
  ...overrides,
});

// 2026-11-30 is a Monday; 09:00 in Riyadh is 06:00 UTC.
const now = at('2026-11-28T00:00:00Z');

describe('slots from weekly availability', () => {
  it('start every duration minutes from each interval start and end inside it', () => {
    expect(slotsOnLocalDay(profile(), '2026-11-30', 20).map((s) => iso(s.start))).toEqual([
      '2026-11-30T06:00:00.000Z',
      '2026-11-30T06:20:00.000Z',
      '2026-11-30T06:40:00.000Z',
    ]);
    expect(slotsOnLocalDay(profile(), '2026-12-01', 15).map((s) => iso(s.start))).toEqual([
      '2026-12-01T06:00:00.000Z',
      '2026-12-01T06:15:00.000Z',
      '2026-12-01T11:00:00.000Z',
      '2026-12-01T11:15:00.000Z',
    ]);
    expect(slotsOnLocalDay(profile(), '2026-12-02', 15)).toEqual([]);
  });

  it('a date off has no slots', () => {
    expect(slotsOnLocalDay(profile({ datesOff: ['2026-11-30'] }), '2026-11-30', 15)).toEqual([]);
    expect(freeSlots(profile({ datesOff: ['2026-11-30'] }), platformDay('2026-11-30'), 15, now, [])).toEqual([]);
  });

  it('follows daylight saving in the expert zone', () => {
    const ny = profile({ timeZone: 'America/New_York', weekly: { ...emptyWeek(), sun: [{ from: '01:00', to: '04:00' }], mon: [{ from: '09:00', to: '09:15' }] } });
    // 2026-03-08: New York jumps from 02:00 to 03:00; no slot exists in the skipped hour.
    const spring = slotsOnLocalDay(ny, '2026-03-08', 60).map((s) => iso(s.start));
    expect(spring).toEqual(['2026-03-08T06:00:00.000Z', '2026-03-08T07:00:00.000Z']);
    // Before and after the jump 09:00 is 14:00 and 13:00 UTC.
    expect(iso(slotsOnLocalDay(ny, '2026-03-02', 15)[0]!.start)).toBe('2026-03-02T14:00:00.000Z');
    expect(iso(slotsOnLocalDay(ny, '2026-03-09', 15)[0]!.start)).toBe('2026-03-09T13:00:00.000Z');
    // 2026-11-01: clocks go back at 02:00; the repeated 01:00 hour is offered once, at its first occurrence.
    const fall = slotsOnLocalDay(ny, '2026-11-01', 60).map((s) => iso(s.start));
    expect(fall[0]).toBe('2026-11-01T05:00:00.000Z');
    expect(offsetMinutes(at('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(zonedInstant('2026-03-08', 150, 'America/New_York')).toBeUndefined();
  });

  it('gives, on every day of the months with daylight-saving jumps and in zones with odd ones, the instants zonedInstant gives slot by slot', () => {
    const allDay = { from: '00:00', to: '23:45' };
    const week = { mon: [allDay], tue: [allDay], wed: [allDay], thu: [allDay], fri: [allDay], sat: [allDay], sun: [allDay] };
    for (const timeZone of ['Europe/Berlin', 'Australia/Lord_Howe', 'Pacific/Chatham']) {
      const p = profile({ timeZone, weekly: week });
      for (let day = Date.UTC(2026, 2, 1); day < Date.UTC(2026, 10, 1); day += 86_400_000) {
        // March–April and September–October hold every jump of these zones (30-minute ones on Lord Howe).
        if ([4, 5, 6, 7].includes(new Date(day).getUTCMonth())) continue;
        const date = new Date(day).toISOString().slice(0, 10);
        const expected: number[] = [];
        for (let m = 0; m <= 23 * 60 + 45 - 30; m += 30) {
          const start = zonedInstant(date, m, timeZone);
          if (start !== undefined) expected.push(start);
        }
        expect(slotsOnLocalDay(p, date, 30).map((s) => s.start), `${timeZone} ${date}`).toEqual(expected);
      }
    }
  }, 15_000);
});

describe('slotProblem', () => {
  const slot = { start: at('2026-11-30T06:20:00Z'), end: at('2026-11-30T06:40:00Z') };
  it('accepts a free slot on the grid', () => {
    expect(slotProblem(profile(), slot, now, [])).toBeUndefined();
  });
  it('refuses a time off the grid or outside availability', () => {
    expect(slotProblem(profile(), { start: slot.start + 60_000, end: slot.end + 60_000 }, now, [])).toBe('NOT_AVAILABLE');
    expect(slotProblem(profile(), { start: at('2026-12-02T06:00:00Z'), end: at('2026-12-02T06:20:00Z') }, now, [])).toBe('NOT_AVAILABLE');
  });
  it('respects the minimum notice and the horizon', () => {
    expect(slotProblem(profile(), slot, slot.start - 11 * 3_600_000, [])).toBe('TOO_SOON');
    expect(slotProblem(profile(), slot, slot.start - 12 * 3_600_000, [])).toBeUndefined();
    expect(slotProblem(profile({ horizonDays: 1 }), slot, now, [])).toBe('TOO_FAR');
  });
  it('keeps the buffer around other bookings', () => {
    const before = { start: at('2026-11-30T06:00:00Z'), end: at('2026-11-30T06:20:00Z') };
    expect(slotProblem(profile(), slot, now, [before])).toBe('SLOT_TAKEN');
    expect(slotProblem(profile({ bufferMinutes: 0 }), slot, now, [before])).toBeUndefined();
    expect(freeSlots(profile(), platformDay('2026-11-30'), 20, now, [before]).map((s) => iso(s.start))).toEqual(['2026-11-30T06:40:00.000Z']);
  });
});

describe('platform day and expert days', () => {
  it('a Riyadh day gathers the slots of the expert days it overlaps', () => {
    // Tokyo Tuesday 05:00–06:00 is Monday 23:00–24:00 in Riyadh.
    const tokyo = profile({ timeZone: 'Asia/Tokyo', weekly: { ...emptyWeek(), tue: [{ from: '05:00', to: '06:00' }] } });
    expect(freeSlots(tokyo, platformDay('2026-11-30'), 20, now, []).map((s) => iso(s.start))).toEqual([
      '2026-11-30T20:00:00.000Z',
      '2026-11-30T20:20:00.000Z',
      '2026-11-30T20:40:00.000Z',
    ]);
  });
});

describe('weekly availability rules', () => {
  it('finds reversed and overlapping intervals', () => {
    expect(weeklyProblems({ ...emptyWeek(), mon: [{ from: '10:00', to: '09:00' }] })).toEqual({ mon: 'Each interval must start before it ends' });
    expect(weeklyProblems({ ...emptyWeek(), tue: [{ from: '09:00', to: '11:00' }, { from: '10:00', to: '12:00' }] })).toEqual({ tue: 'Intervals must not overlap' });
    expect(weeklyProblems({ ...emptyWeek(), wed: [{ from: '09:00', to: '10:00' }, { from: '10:00', to: '11:00' }] })).toEqual({});
  });
});

describe('meeting window', () => {
  const booking = { start: at('2026-11-30T06:00:00Z'), end: at('2026-11-30T06:15:00Z') };
  it('opens 10 minutes before the start and closes 30 minutes after the end', () => {
    expect(iso(meetingWindow(booking).opensAt)).toBe('2026-11-30T05:50:00.000Z');
    expect(meetingOpen(booking, at('2026-11-30T05:49:59Z'))).toBe(false);
    expect(meetingOpen(booking, at('2026-11-30T05:50:00Z'))).toBe(true);
    expect(meetingOpen(booking, at('2026-11-30T06:45:00Z'))).toBe(true);
    expect(meetingOpen(booking, at('2026-11-30T06:45:01Z'))).toBe(false);
  });
});
