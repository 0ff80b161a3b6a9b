import type { Decider, DomainEvent } from '../shared/decider.ts';
import type { TopicId } from './topics.ts';
import type { Weekday } from './zonedTime.ts';

/** Wall-clock times 'HH:MM' in the expert's time zone; `from` before `to`, both within one day. */
export type Interval = { from: string; to: string };

export type ExpertProfile = {
  displayName: string;
  headline: string;
  bio: string;
  languages: string[];
  topics: TopicId[];
  /** IANA zone in which `weekly` and `datesOff` are read. */
  timeZone: string;
  weekly: Record<Weekday, Interval[]>;
  /** 'YYYY-MM-DD' in the expert's zone. */
  datesOff: string[];
  minNoticeHours: number;
  bufferMinutes: number;
  horizonDays: number;
};

export const PROFILE_DEFAULTS = { timeZone: 'Asia/Riyadh', minNoticeHours: 12, bufferMinutes: 5, horizonDays: 60 } as const;
/** Upper bound of bufferMinutes; calendar holds are written to every day within it (see calendar.ts). */
export const MAX_BUFFER_MINUTES = 60;

export const emptyWeek = (): Record<Weekday, Interval[]> => ({ mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] });

export type ExpertProfileUpdated = DomainEvent<'ExpertProfileUpdated', { expertId: string; profile: ExpertProfile; updatedAt: string }>;
export type ExpertEvent = ExpertProfileUpdated;

export type ExpertState = { profile: ExpertProfile | null; updatedAt: string | null };

export const initialState = (): ExpertState => ({ profile: null, updatedAt: null });

export function evolve(_state: ExpertState, event: ExpertEvent): ExpertState {
  return { profile: event.data.profile, updatedAt: event.data.updatedAt };
}

export type UpdateExpertProfile = { type: 'UpdateExpertProfile'; data: { expertId: string; profile: ExpertProfile; now: string } };

/** The whole profile is replaced; the same profile again records nothing. */
export function decide(command: UpdateExpertProfile, state: ExpertState): ExpertEvent[] {
  const { expertId, profile, now } = command.data;
  if (state.profile && JSON.stringify(state.profile) === JSON.stringify(profile)) return [];
  return [{ type: 'ExpertProfileUpdated', data: { expertId, profile, updatedAt: now } }];
}

export const expertDecider: Decider<ExpertState, UpdateExpertProfile, ExpertEvent> = { initialState, evolve, decide };

export const expertStream = (expertId: string): string => `expert-${expertId}`;

/** Why a weekly availability is not usable, per weekday; empty when it is. */
export function weeklyProblems(weekly: Record<Weekday, Interval[]>): Partial<Record<Weekday, string>> {
  const problems: Partial<Record<Weekday, string>> = {};
  for (const [day, intervals] of Object.entries(weekly) as [Weekday, Interval[]][]) {
    const sorted = [...intervals].sort((a, b) => a.from.localeCompare(b.from));
    if (sorted.some((i) => i.from >= i.to)) problems[day] = 'Each interval must start before it ends';
    else if (sorted.some((i, n) => n > 0 && i.from < sorted[n - 1]!.to)) problems[day] = 'Intervals must not overlap';
  }
  return problems;
}
