import * as Sentry from '@sentry/react';
import { NO_PERSONAL_DATA, TIER_TAG, TRACES_SAMPLE_RATE, scrubEvent, scrubSpan } from '@contracts/errorReports.ts';
import { getSession, subscribeSession } from './session.ts';

/** Loaded only when the build has VITE_SENTRY_DSN (error-reporting.ts imports it on demand). */
export function startSentry(dsn: string): void {
  Sentry.init({
    dsn,
    release: typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : undefined,
    integrations: [Sentry.browserTracingIntegration()],
    tracesSampleRate: TRACES_SAMPLE_RATE,
    dataCollection: NO_PERSONAL_DATA,
    beforeSend: scrubEvent,
    beforeSendSpan: scrubSpan,
  });
  // The tier is the one fact about the person a report carries; it follows sign-ins, plan changes and logouts.
  const tagTier = () => Sentry.setTag(TIER_TAG, getSession().user?.subscriptionTier ?? (getSession().isAuthenticated ? 'unknown' : 'guest'));
  tagTier();
  subscribeSession(tagTier);
}

/** A problem that is no exception (error-reporting.ts reportProblem), scrubbed like every event. */
export function reportMessage(message: string, extra: Record<string, unknown>): void {
  Sentry.captureMessage(message, { level: 'warning', extra });
}
