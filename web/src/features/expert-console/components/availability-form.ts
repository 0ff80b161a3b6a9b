import { z } from 'zod/mini';
import { availabilityRules, WEEKDAYS, type ExpertProfileAnswer, type Weekday } from '@contracts/experts.ts';
import type { ProfileUpdate } from '../api/my-profile.ts';

/** The editor's values: the API's availability, with dates off as rows (react-hook-form arrays hold objects). */
export const availabilityForm = z.object({
  displayName: availabilityRules.displayName,
  headline: availabilityRules.headline,
  timeZone: availabilityRules.timeZone,
  weekly: availabilityRules.weekly,
  datesOff: z.array(z.object({ date: availabilityRules.dateOff })),
  minNoticeHours: availabilityRules.minNoticeHours,
  bufferMinutes: availabilityRules.bufferMinutes,
  horizonDays: availabilityRules.horizonDays,
});
export type AvailabilityValues = z.input<typeof availabilityForm>;

export function formValues(profile: ExpertProfileAnswer): AvailabilityValues {
  const weekly = Object.fromEntries(WEEKDAYS.map((d) => [d, (profile.weekly[d] ?? []).map((i) => ({ from: i.from, to: i.to }))])) as Record<Weekday, { from: string; to: string }[]>;
  return {
    displayName: profile.displayName,
    headline: profile.headline,
    timeZone: profile.timeZone,
    weekly,
    datesOff: profile.datesOff.map((date) => ({ date })),
    minNoticeHours: profile.minNoticeHours,
    bufferMinutes: profile.bufferMinutes,
    horizonDays: profile.horizonDays,
  };
}

/** The whole profile for PUT /api/experts/me: what the editor does not show is sent back unchanged. */
export function profileUpdate(profile: ExpertProfileAnswer, values: z.output<typeof availabilityForm>): ProfileUpdate {
  return {
    displayName: values.displayName,
    headline: values.headline,
    bio: profile.bio,
    languages: profile.languages,
    topics: profile.topics,
    timeZone: values.timeZone,
    weekly: values.weekly,
    datesOff: [...new Set(values.datesOff.map((d) => d.date))].sort(),
    minNoticeHours: values.minNoticeHours,
    bufferMinutes: values.bufferMinutes,
    horizonDays: values.horizonDays,
  };
}
