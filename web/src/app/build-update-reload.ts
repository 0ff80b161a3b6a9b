import { claimReload, watchBuilds, type BuildWatcher } from '@/lib/build-updates.ts';

let watcher: BuildWatcher | null = null;

/** Marked on <html> once a newer build is known, so a test (or a style) can wait for the notice instead of a time. */
export const BUILD_UPDATE_ATTRIBUTE = 'data-build-update';

export function startBuildUpdates(): void {
  watcher ??= watchBuilds({ onUpdate: () => document.documentElement.setAttribute(BUILD_UPDATE_ATTRIBUTE, 'available') });
}

/**
 * Called after each client-side navigation: the URL already shows the new page, so a reload lands
 * there on the new build. Never mid-page, so nothing the user is typing is lost.
 */
export function reloadIfNewBuild(reload: () => void = () => window.location.reload()): boolean {
  if (!watcher?.updateAvailable() || !claimReload()) return false;
  reload();
  return true;
}
