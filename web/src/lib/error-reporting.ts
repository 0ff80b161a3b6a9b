// Error reporting in the browser (spec section 7): on only when the build had VITE_SENTRY_DSN. Without it
// nothing else loads; with it the SDK comes as its own chunk after the first render, never in the first load.

type Sentry = { startSentry(dsn: string): void; reportMessage(message: string, extra: Record<string, unknown>): void };
let started: Sentry | undefined;

/**
 * Something the app received but could not use (a live frame that fails its contract): Sentry when
 * configured, a console warning otherwise, so a contract drift shows instead of being dropped in
 * silence. `extra` holds names and paths only, never the data (it may be personal).
 */
export function reportProblem(message: string, extra: Record<string, unknown>): void {
  if (started) started.reportMessage(message, extra);
  else console.warn(`[bawaba] ${message}`, extra);
}

export function startErrorReporting(
  dsn: string | undefined = import.meta.env.VITE_SENTRY_DSN,
  load: () => Promise<Sentry> = () => import('./sentry.ts'),
): Promise<boolean> {
  if (!dsn) return Promise.resolve(false);
  return load().then(
    (sentry) => {
      sentry.startSentry(dsn);
      started = sentry;
      return true;
    },
    // A blocked or failed download of the reporter must not break the app it reports on.
    () => false,
  );
}
