import { claimReload, watchBuilds, type BuildWatcher } from '@/lib/build-updates.ts';

let watcher: BuildWatcher | null = null;

export function startBuildUpdates(): void {
  watcher ??= watchBuilds();
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
