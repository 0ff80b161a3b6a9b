import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { reloadIfNewBuild } from './build-update-reload.ts';

export const PAGE_TRANSITION_CLASS = 'page-transition';
export const TRANSITION_CLEAR_MS = 100;

/** Moves focus to the new page's h1 so screen readers announce the page change. */
export function focusPageHeading(): void {
  const heading = document.querySelector<HTMLElement>('main [data-page-heading], main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/** What happens on every page change: build-update reload, scroll to top, focus, transition class. */
export function RouteEffects() {
  const location = useLocation();
  const navigation = useNavigation();
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (reloadIfNewBuild()) return;
    // 'instant': a smooth scroll still running from the old page must not carry on over the new one.
    if (!location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    focusPageHeading();
  }, [location.pathname, location.hash, location.key]);

  const busy = navigation.state !== 'idle';
  useEffect(() => {
    const main = document.getElementById('main');
    if (!main) return;
    if (busy) {
      main.classList.add(PAGE_TRANSITION_CLASS);
      return;
    }
    const timer = window.setTimeout(() => main.classList.remove(PAGE_TRANSITION_CLASS), TRANSITION_CLEAR_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  return null;
}
