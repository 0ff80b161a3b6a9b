// The one place the API reports an unexpected error. Without a reporter (no SENTRY_DSN) this is all that
// loads: sentry.ts, and @sentry/node with it, is imported only when a DSN is configured.

export type ErrorContext = { tier?: string };
type Reporter = (error: unknown, context: ErrorContext) => void;

let reporter: Reporter | null = null;

export function setErrorReporter(next: Reporter | null): void {
  reporter = next;
}

export function reportError(error: unknown, context: ErrorContext = {}): void {
  reporter?.(error, context);
}

/** Starts error reporting when a DSN is configured (spec section 7: missing DSN, setup skipped). */
export async function startErrorReporting(
  config: { SENTRY_DSN?: string; NODE_ENV: string },
  load: () => Promise<{ startSentry(dsn: string, environment: string): void }> = () => import('./sentry.ts'),
): Promise<boolean> {
  if (!config.SENTRY_DSN) return false;
  (await load()).startSentry(config.SENTRY_DSN, config.NODE_ENV);
  return true;
}
