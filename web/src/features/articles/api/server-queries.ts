import type { DehydratedState } from '@tanstack/react-query';
import { queryClient } from '@/lib/query-client.ts';

let seeded = false;

/**
 * Issue 12: an article page's server HTML was rendered from the article read model (api/ssr.ts), and
 * its data script carries that data dehydrated. Laid into the cache before the page hydrates, the
 * first render reads what the server read: the HTML is adopted as it is and nothing is fetched again.
 * Here, in the articles' chunk, rather than in the hydration code, so the first load of / stays as it is.
 */
export function seedServerQueries(): void {
  // The server renderer loads the same route modules: there it is the server's data that seeds its cache.
  if (seeded || typeof document === 'undefined') return;
  seeded = true;
  // The server's head tags (api/pages/html.ts) are for readers without script. React would adopt the
  // matching ones as its own <Seo> tags, which the page then drops, so they go before anything renders.
  for (const tag of document.head.querySelectorAll('[data-ssr-head]')) tag.remove();
  const data = document.getElementById('ssr-data')?.textContent;
  if (!data || !document.querySelector('#root[data-ssr]')) return;
  try {
    const { queries } = JSON.parse(data) as { queries?: DehydratedState };
    // setQueryData rather than react-query's hydrate(): that would make the shell chunk export more of
    // query-core, and the first load of / grow. The server sends successful queries only.
    for (const query of queries?.queries ?? []) queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: query.state.dataUpdatedAt });
  } catch {
    // Unreadable server data: the page fetches its own, as a page without server HTML does.
  }
}
