import * as Sentry from '@sentry/node';
import { NO_PERSONAL_DATA, TIER_TAG, TRACES_SAMPLE_RATE, scrubEvent, scrubSpan } from '../../contracts/errorReports.ts';
import { setErrorReporter } from './errorReports.ts';

/** Loaded only when SENTRY_DSN is set (errorReports.ts imports it on demand). */
export function startSentry(dsn: string, environment: string): void {
  Sentry.init({
    dsn,
    environment,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    dataCollection: NO_PERSONAL_DATA,
    beforeSend: scrubEvent,
    beforeSendSpan: scrubSpan,
  });
  setErrorReporter((error, { tier }) => {
    Sentry.captureException(error, tier ? { tags: { [TIER_TAG]: tier } } : undefined);
  });
}
