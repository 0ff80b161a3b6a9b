import { useEffect } from 'react';

/** The same date the server prints, so the page does not change when the app takes over. */
export const formatDate = (iso: string | null, lang: string): string =>
  iso ? new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)) : '';

/**
 * The server wrote this page's head tags (api/pages/html.ts marks them); once the app's own <Seo>
 * tags are in, the server's go, so nothing is doubled.
 */
export function useDropServerHead(): void {
  useEffect(() => {
    for (const tag of document.head.querySelectorAll('[data-ssr-head]')) tag.remove();
  }, []);
}
