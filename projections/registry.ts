import type { Projection } from './projection.ts';
import { articlesProjection } from './articles.ts';
import { usersProjection } from './users.ts';
import { subscriptionsProjection } from './subscriptions.ts';
import { businessProfilesProjection } from './businessProfiles.ts';
import { conversationsProjection } from './conversations.ts';
import { knowledgeProjection } from './knowledge.ts';
import { marketHistoryProjection } from './marketHistory.ts';
import { expertsProjection } from './experts.ts';
import { bookingsProjection } from './bookings.ts';
import { partnersProjection } from './partners.ts';
import { siteTextsProjection } from './siteTexts.ts';
import { statisticsProjection } from './statistics.ts';
import { usageProjection } from './usage.ts';
import { newsletterProjection } from './newsletter.ts';
import { hiringProjection } from './hiring.ts';
import { introductionsProjection } from './introductions.ts';

/** Every projection the runner feeds; add new read models here. */
export const projections: Projection[] = [articlesProjection, usersProjection, subscriptionsProjection, businessProfilesProjection, knowledgeProjection, marketHistoryProjection, expertsProjection, bookingsProjection, conversationsProjection, partnersProjection, siteTextsProjection, statisticsProjection, newsletterProjection, usageProjection, hiringProjection, introductionsProjection];
