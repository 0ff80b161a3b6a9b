import { useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { matchRoutes, type HydrationState, type RouteObject } from 'react-router-dom';
import type { PublicSiteTexts } from '@contracts/siteTexts.ts';
import { fetchSiteTexts, setSiteTexts, watchSiteTexts } from '@/lib/site-texts.ts';

type SsrData = { lang: string; texts: PublicSiteTexts['sections']; hydration: HydrationState };

/** What the server rendered the page with (api/ssr.ts), or undefined for the plain app shell. */
export function serverRendered(root: HTMLElement): SsrData | undefined {
  const data = document.getElementById('ssr-data');
  if (!data?.textContent || !('ssr' in root.dataset)) return undefined;
  try {
    return JSON.parse(data.textContent) as SsrData;
  } catch {
    return undefined;
  }
}

/**
 * Lays the edited site texts over the locale texts: the server's copy when it rendered the page in
 * this language, else a fetch (the page shows the locale texts until it answers).
 */
export function startSiteTexts(i18n: I18n, ssr: SsrData | undefined): void {
  watchSiteTexts(i18n);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  if (ssr && ssr.lang === lang) setSiteTexts(i18n, lang, ssr.texts);
  else void fetchSiteTexts(lang).then((sections) => sections && setSiteTexts(i18n, lang, sections));
}

/**
 * The browser may want another language than the server chose (a remembered choice the server
 * cannot see). Hydration then adopts the server's HTML in its language, and the page switches to
 * the wanted one right after, in place, instead of being thrown away and drawn again.
 */
export async function hydrateInLanguage(i18n: I18n, ssr: SsrData, hydrate: () => void): Promise<void> {
  const wanted = i18n.resolvedLanguage ?? i18n.language;
  if (wanted !== ssr.lang) {
    // The server's language may sit in memory as the fallback, loaded before the page asked for all texts.
    await i18n.changeLanguage(ssr.lang);
    await i18n.reloadResources([ssr.lang]);
  }
  setSiteTexts(i18n, ssr.lang, ssr.texts);
  hydrating = true;
  hydrate();
  // A language change while React is still adopting the HTML would make it throw that HTML away.
  await pageHydrated;
  if (wanted !== ssr.lang) await i18n.changeLanguage(wanted);
  markReady();
}

let hydrating = false;
/**
 * `<html data-ready>`: the app is running (listeners attached, page hydrated or drawn). Server HTML
 * shows before that, so e2e tests wait for this mark before they act on a page.
 */
const markReady = () => document.documentElement.setAttribute('data-ready', '');

let markPage: () => void = () => {};
const pageHydrated = new Promise<void>((resolve) => (markPage = resolve));

/**
 * Rendered inside the shell's Suspense boundary, after the page: its effect runs once that boundary
 * (which React may hydrate after the root) has adopted the server's HTML.
 */
export function HydrationMark(): null {
  useEffect(() => {
    markPage();
    if (!hydrating) markReady();
  }, []);
  return null;
}

/** The matched routes' lazy modules must be in before hydrating, or the first render would be a fallback. */
export async function resolveLazyMatches(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
