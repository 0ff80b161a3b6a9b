import { z } from 'zod/mini';
import { BOOKING_STATUS_VALUES } from './bookings.ts';
import { TIER_IDS } from './tiers.ts';

/**
 * The back office's statistics on the wire (issue 11): GET /api/admin/dashboard's `headline` and
 * GET /api/admin/analytics. Both come from the `statistics` projection, a fold over the event log
 * that never holds personal data, so analysts read them as admins do. Buckets are UTC days
 * ('YYYY-MM-DD') or UTC months ('YYYY-MM'). Unknown fields are kept so a server that adds a series
 * does not break older pages.
 */
export const ANALYTICS_PERIODS = ['7d', '30d', '90d', '12m'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';
export const ANALYTICS_GRANULARITIES = ['day', 'month'] as const;
export type AnalyticsGranularity = (typeof ANALYTICS_GRANULARITIES)[number];
/** Stars of a consultation review. */
export const RATING_VALUES = ['1', '2', '3', '4', '5'] as const;

const count = z.number();
/** Counts keyed by an open set of ids (sector, ISO country, industry, 'free>starter' tier moves). */
const counts = z.record(z.string(), count);
const byStatus = z.record(z.enum(BOOKING_STATUS_VALUES), count);
const byTier = z.record(z.enum(TIER_IDS), count);

/**
 * What happened in one bucket. `bookings[status]` counts bookings that entered that status then
 * (`confirmed` = new bookings; a rescheduled booking is not counted again). `searchesBySector` keys are
 * industry ids or 'none'; `countries` and `industries` count onboardings; `tierChanges` keys are
 * '<from>><to>'; `tiers` is the net change of the tier mix.
 */
export const statsPointSchema = z.looseObject({
  bucket: z.string(),
  signups: count,
  verified: count,
  onboardings: count,
  bookings: byStatus,
  searches: count,
  searchesBySector: counts,
  countries: counts,
  industries: counts,
  tierChanges: counts,
  tiers: counts,
  ratings: z.looseObject({ count, sum: count, average: z.nullable(z.number()), stars: counts }),
});
export type StatsPoint = z.infer<typeof statsPointSchema>;

const ranked = z.array(z.looseObject({ key: z.string(), count }));

/** GET /api/admin/analytics?period=7d|30d|90d|12m or ?from=YYYY-MM-DD&to=YYYY-MM-DD[&by=day|month]. */
export const analyticsAnswerSchema = z.looseObject({
  success: z.literal(true),
  period: z.looseObject({
    /** The preset asked for, or null for from/to. */
    preset: z.nullable(z.enum(ANALYTICS_PERIODS)),
    from: z.string(),
    to: z.string(),
    by: z.enum(ANALYTICS_GRANULARITIES),
  }),
  /** One point per bucket from `from` to `to`, oldest first; empty buckets are zeros. */
  points: z.array(statsPointSchema),
  /** The whole period summed (bucket is `<from>..<to>`). */
  totals: statsPointSchema,
  /** Top 10 by onboardings in the period, most first. */
  top: z.looseObject({ countries: ranked, industries: ranked }),
});
export type AnalyticsAnswer = z.infer<typeof analyticsAnswerSchema>;

/** The headline numbers of GET /api/admin/dashboard (days are UTC, counted back from today inclusive). */
export const dashboardHeadlineSchema = z.looseObject({
  signups: z.looseObject({ today: count, last7Days: count, last30Days: count }),
  /** Every account that signed up, then of them those whose email is verified, then those onboarded. */
  funnel: z.looseObject({ registered: count, verified: count, onboarded: count }),
  bookings: z.looseObject({ total: count, byStatus }),
  searches: z.looseObject({ today: count, last7Days: count, last30Days: count, total: count }),
  /** Distinct users who signed in, refreshed a session or searched in the window. */
  activeUsers: z.looseObject({ today: count, last7Days: count, last30Days: count }),
  tierMix: byTier,
  asOf: z.string(),
});
export type DashboardHeadline = z.infer<typeof dashboardHeadlineSchema>;

/** GET /api/admin/dashboard: `stats` (user head counts, unchanged) plus `headline`. */
export const dashboardAnswerSchema = z.looseObject({
  success: z.literal(true),
  stats: z.looseObject({ users: count, verifiedUsers: count, admins: count, experts: count }),
  headline: dashboardHeadlineSchema,
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;

/** The websocket frame admins and analysts receive when statistics moved; the page refetches both answers. */
export const STATS_UPDATED_FRAME = 'stats.updated';
