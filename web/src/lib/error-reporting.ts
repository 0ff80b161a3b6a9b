// Error reporting in the browser (spec section 7): on only when the build had VITE_SENTRY_DSN. Without it
// nothing else loads; with it the SDK comes as its own chunk after the first render, never in the first load.

type Sentry = { startSentry(dsn: string): void };

export function startErrorReporting(
  dsn: string | undefined = import.meta.env.VITE_SENTRY_DSN,
  load: () => Promise<Sentry> = () => import('./sentry.ts'),
): Promise<boolean> {
  if (!dsn) return Promise.resolve(false);
  return load().then(
    (sentry) => (sentry.startSentry(dsn), true),
    // A blocked or failed download of the reporter must not break the app it reports on.
    () => false,
  );
}
