import express, { Router } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { isClientRoute } from '../contracts/paths.ts';
import { pageRenderer, type PageRenderer, type ServerPage } from './ssr.ts';

/**
 * A route that read its page's data before this router (the articles, api/pages/articles.ts) leaves it
 * here, with its own complete HTML for when there is no server renderer or it fails.
 */
export type RoutedPage = ServerPage & { fallback: { status: number; html: string } };

// WEB_DIST_DIR lets parallel local e2e runs each build and serve their own copy.
export const WEB_DIST = process.env.WEB_DIST_DIR || fileURLToPath(new URL('../dist/web', import.meta.url));

/**
 * Serves the built web app: hashed assets cached for ever, everything else revalidated, and
 * index.html for client routes. Paths the app does not know get index.html with status 404, so
 * the browser shows the app's own 404 page and crawlers see the truth.
 */
export function webRouter(dist = WEB_DIST, ssr?: Omit<Parameters<typeof pageRenderer>[0], 'dist' | 'index'>): Router {
  const router = Router();
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) {
    // The same route as when built, so the route table (and its access test) does not depend on a build.
    router.get('/{*splat}', (_req, res) => {
      res.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    });
    return router;
  }
  const index = readFileSync(indexFile);

  router.use(
    '/assets',
    express.static(join(dist, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  router.use(
    express.static(dist, {
      index: false,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.includes('/builds/') ? 'no-cache' : 'public, max-age=3600');
      },
    }),
  );
  // Issue 12: the public pages come rendered when the SSR bundle was built; anything else gets the shell.
  // The SSR bundle is imported by the first page that needs it, not at start, where it cost about 0.1 s.
  let pages: Promise<PageRenderer | undefined> | undefined;
  const renderer = () => (pages ??= ssr ? pageRenderer({ ...ssr, dist, index: index.toString('utf8') }).catch(() => undefined) : Promise.resolve(undefined));
  router.get('/{*splat}', async (req, res) => {
    const routed = res.locals.routedPage as RoutedPage | undefined;
    const rendered = (await (await renderer())?.(req, routed)) ?? routed?.fallback;
    if (rendered && 'redirect' in rendered) return res.redirect(rendered.status, rendered.redirect);
    if (rendered) return void res.status(rendered.status).set('Cache-Control', 'no-cache').type('html').send(rendered.html);
    res.status(isClientRoute(req.path) ? 200 : 404);
    res.set('Cache-Control', 'no-cache').type('html').send(index);
  });
  return router;
}
