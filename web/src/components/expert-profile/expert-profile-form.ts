import { z } from 'zod/mini';
import { availabilityRules, TOPIC_IDS, WEEKDAYS, type ExpertProfileAnswer, type TopicId, type Weekday } from '@contracts/experts.ts';

/** The whole profile as PUT /api/experts/me and PUT /api/admin/experts/{id} take it. */
export type ProfileUpdate = Omit<ExpertProfileAnswer, 'id' | 'updatedAt'>;

/** The editor's values: the API's profile, with dates off as rows (react-hook-form arrays hold objects). */
export const expertProfileForm = z.object({
  displayName: availabilityRules.displayName,
  headline: availabilityRules.headline,
  bio: availabilityRules.bio,
  languages: availabilityRules.languages,
  topics: availabilityRules.topics,
  timeZone: availabilityRules.timeZone,
  weekly: availabilityRules.weekly,
  datesOff: z.array(z.object({ date: availabilityRules.dateOff })),
  minNoticeHours: availabilityRules.minNoticeHours,
  bufferMinutes: availabilityRules.bufferMinutes,
  horizonDays: availabilityRules.horizonDays,
});
export type ExpertProfileValues = z.input<typeof expertProfileForm>;

const isTopic = (id: string): id is TopicId => (TOPIC_IDS as readonly string[]).includes(id);

export function formValues(profile: ExpertProfileAnswer): ExpertProfileValues {
  const weekly = Object.fromEntries(WEEKDAYS.map((d) => [d, (profile.weekly[d] ?? []).map((i) => ({ from: i.from, to: i.to }))])) as Record<Weekday, { from: string; to: string }[]>;
  return {
    displayName: profile.displayName,
    headline: profile.headline,
    bio: profile.bio,
    languages: profile.languages,
    // A topic this build does not know is dropped rather than sent back for the server to refuse.
    topics: profile.topics.filter(isTopic),
    timeZone: profile.timeZone,
    weekly,
    datesOff: profile.datesOff.map((date) => ({ date })),
    minNoticeHours: profile.minNoticeHours,
    bufferMinutes: profile.bufferMinutes,
    horizonDays: profile.horizonDays,
  };
}

/** The whole profile for the PUT, from the editor's values. */
export function profileUpdate(values: z.output<typeof expertProfileForm>): ProfileUpdate {
  return {
    displayName: values.displayName,
    headline: values.headline,
    bio: values.bio,
    // Kept in the order the expert's list shows them, whatever order they were ticked in.
    languages: [...new Set(values.languages)],
    topics: TOPIC_IDS.filter((id) => values.topics.includes(id)),
    timeZone: values.timeZone,
    weekly: values.weekly,
    datesOff: [...new Set(values.datesOff.map((d) => d.date))].sort(),
    minNoticeHours: values.minNoticeHours,
    bufferMinutes: values.bufferMinutes,
    horizonDays: values.horizonDays,
  };
}

/** Clients can book only an expert with a topic and some weekly hours: the editor says so until both are set. */
export function bookable(values: Pick<ExpertProfileValues, 'topics' | 'weekly'>): boolean {
  return values.topics.length > 0 && Object.values(values.weekly).some((day) => day.length > 0);
}
