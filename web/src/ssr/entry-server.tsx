import { renderToString } from 'react-dom/server';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { dehydrate, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { loaders } from 'virtual:messages';
import type { PublicSiteTexts } from '@contracts/siteTexts.ts';
import type { Article, ArticleList } from '@contracts/articles.ts';
import { articleQuery } from '@/features/articles/api/get-article.ts';
import { articlesQuery, type ArticleListParams } from '@/features/articles/api/get-articles.ts';
import { appRoutes } from '@/app/routes.tsx';
import { baseLanguage, isRtl } from '@/lib/languages.ts';
import { setServerOrigin } from '@/lib/site-origin.ts';
import { nest } from '@/lib/site-texts.ts';
import { deepMerge } from '@/lib/i18n.ts';

type Messages = Record<string, unknown>;
/** What the server read for an article page (issue 12), seeded under the keys the page's queries use. */
export type ServerQueries = { article?: { slug: string; data: Article }; articles?: { params: ArticleListParams; data: ArticleList } };
export type RenderInput = { url: string; origin: string; lang: string; sections: PublicSiteTexts['sections']; queries?: ServerQueries };
export type RenderResult =
  | { kind: 'redirect'; location: string; status: number }
  | { kind: 'page'; status: number; html: string; head: string; lang: string; dir: 'rtl' | 'ltr'; hydration: unknown; queries: DehydratedState };

const messages = new Map<string, Promise<Messages>>();
/** Every text of a language (the core and extra chunks), loaded once. */
function messagesFor(lang: string): Promise<Messages> {
  let found = messages.get(lang);
  if (!found) {
    const load = loaders[lang] ?? loaders[baseLanguage]!;
    found = Promise.all([load.core(), load.extra()]).then(([core, extra]) => deepMerge(core.default, extra.default));
    messages.set(lang, found);
  }
  return found;
}

/** A fresh instance per render: the edited texts of this moment over the locale texts, which stay untouched. */
async function i18nFor(lang: string, sections: RenderInput['sections']): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: baseLanguage,
    resources: { [lang]: { translation: deepMerge(await messagesFor(lang), nest(sections)) } },
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}

/** Guards and prefetches run in the browser (they read its session); the server renders what a visitor sees. */
function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const copy = { ...route, loader: undefined } as RouteObject;
    if (route.children) copy.children = withoutLoaders(route.children);
    return copy;
  });
}

/** The page renders from this cache as it does in the browser, which receives it dehydrated and renders the same. */
function queryClientFor(lang: string, queries: ServerQueries | undefined): QueryClient {
  const client = new QueryClient();
  if (queries?.article) client.setQueryData(articleQuery(queries.article.slug, lang).queryKey, queries.article.data);
  if (queries?.articles) client.setQueryData(articlesQuery(queries.articles.params, lang).queryKey, queries.articles.data);
  return client;
}

const handler = createStaticHandler(withoutLoaders(appRoutes()));
/** Pulls React's hoisted head tags (title, meta, link) out of the body HTML, in order. */
const HEAD_TAG = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)/;

export async function render(input: RenderInput): Promise<RenderResult> {
  const context = await handler.query(new Request(input.url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
  }
  const i18n = await i18nFor(input.lang, input.sections);
  setServerOrigin(input.origin);
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = queryClientFor(input.lang, input.queries);
  let html = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  let head = '';
  for (let match = HEAD_TAG.exec(html); match; match = HEAD_TAG.exec(html)) {
    head += match[0];
    html = html.slice(match[0].length);
  }
  // Every matched route's loader has "run" (they all answer null), so the browser renders at once.
  const loaderData = Object.fromEntries(context.matches.map((m) => [m.route.id, null]));
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    head,
    lang: input.lang,
    dir: isRtl(input.lang) ? 'rtl' : 'ltr',
    hydration: { loaderData, actionData: null, errors: null },
    queries: dehydrate(client),
  };
}
