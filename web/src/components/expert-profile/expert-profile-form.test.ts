import { describe, expect, it } from 'vitest';
import { bookable, expertProfileForm, formValues, profileUpdate } from './expert-profile-form.ts';

const profile = {
  id: 'e1', displayName: 'Dr Day', headline: 'Trade', bio: 'Bio', languages: ['en', 'ar'], topics: ['taxation'], timeZone: 'Asia/Riyadh',
  weekly: { mon: [{ from: '09:00', to: '12:00' }], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [{ from: '10:00', to: '14:00' }] },
  datesOff: ['2026-03-01'], minNoticeHours: 12, bufferMinutes: 5, horizonDays: 60, updatedAt: null,
};
const valid = formValues(profile);
const issues = (values: unknown) => {
  const result = expertProfileForm.safeParse(values);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('expert profile form: the rules of PUT /api/experts/me', () => {
  it('accepts the profile as loaded', () => {
    expect(issues(valid)).toEqual([]);
  });
  it('refuses an interval that ends before it starts, on its end', () => {
    expect(issues({ ...valid, weekly: { ...valid.weekly, mon: [{ from: '12:00', to: '09:00' }] } })).toEqual(['weekly.mon.0.to: from must be before to']);
  });
  it('refuses overlapping intervals on their weekday', () => {
    const mon = [{ from: '09:00', to: '12:00' }, { from: '11:00', to: '13:00' }];
    expect(issues({ ...valid, weekly: { ...valid.weekly, mon } })).toEqual(['weekly.mon: Intervals must not overlap']);
  });
  it('refuses malformed times, dates and zones', () => {
    expect(issues({ ...valid, weekly: { ...valid.weekly, tue: [{ from: '24:00', to: '25:00' }] } })).toHaveLength(2);
    expect(issues({ ...valid, datesOff: [{ date: '2026-02-30' }] })).toEqual(['datesOff.0.date: Use YYYY-MM-DD']);
    expect(issues({ ...valid, timeZone: 'Mars/Olympus' })[0]).toMatch(/^timeZone: Unknown time zone/);
  });
  it('keeps notice, buffer and horizon within the API limits', () => {
    expect(issues({ ...valid, minNoticeHours: -1 })).toHaveLength(1);
    expect(issues({ ...valid, bufferMinutes: 61 })).toHaveLength(1);
    expect(issues({ ...valid, horizonDays: 0 })).toHaveLength(1);
    expect(issues({ ...valid, horizonDays: 1.5 })).toHaveLength(1);
    expect(issues({ ...valid, minNoticeHours: 0, bufferMinutes: 60, horizonDays: 365 })).toEqual([]);
  });
  it('requires a display name', () => {
    expect(issues({ ...valid, displayName: '  ' })).toEqual(['displayName: Display name is required']);
  });
  it('sends the whole profile back, with dates off de-duplicated and sorted', () => {
    const parsed = expertProfileForm.parse({ ...valid, datesOff: [{ date: '2026-05-02' }, { date: '2026-03-01' }, { date: '2026-05-02' }] });
    const update = profileUpdate(parsed);
    expect(update.datesOff).toEqual(['2026-03-01', '2026-05-02']);
    expect(update).toMatchObject({ bio: 'Bio', languages: ['en', 'ar'], topics: ['taxation'], timeZone: 'Asia/Riyadh', minNoticeHours: 12 });
    expect(update.weekly).toMatchObject({ sun: [{ from: '10:00', to: '14:00' }] });
  });
  it('needs at least one spoken language and keeps the bio it is given', () => {
    expect(issues({ ...valid, languages: [] })).toEqual(['languages: Choose at least one language']);
    expect(issues({ ...valid, languages: ['English'] })).toEqual(['languages.0: Use a language code such as en or ar']);
    const parsed = expertProfileForm.parse({ ...valid, bio: '  Twenty years in Saudi trade law.  ', languages: ['de', 'ar', 'de'] });
    expect(profileUpdate(parsed)).toMatchObject({ bio: 'Twenty years in Saudi trade law.', languages: ['de', 'ar'] });
  });
  it('refuses a topic the API does not know and sends topics in catalogue order', () => {
    expect(issues({ ...valid, topics: ['astrology'] })).toHaveLength(1);
    const parsed = expertProfileForm.parse({ ...valid, topics: ['taxation', 'market-entry'] });
    expect(profileUpdate(parsed).topics).toEqual(['market-entry', 'taxation']);
  });
  it('is bookable only with a topic and some weekly hours', () => {
    expect(bookable(valid)).toBe(true);
    expect(bookable({ ...valid, topics: [] })).toBe(false);
    expect(bookable({ ...valid, weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] } })).toBe(false);
  });
});
