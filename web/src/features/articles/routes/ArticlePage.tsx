import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { UNLISTED_SLUGS } from '@contracts/articles.ts';
import { Seo } from '@/components/Seo.tsx';
import { siteOrigin } from '@/lib/site-origin.ts';
import { useArticle } from '../api/get-article.ts';
import { ArticleBody } from '../components/ArticleBody.tsx';
import { ArticleCard } from '../components/ArticleCard.tsx';
import { ShareLinks } from '../components/ShareLinks.tsx';
import { articleJsonLd } from '../components/article-format.ts';

const noSubscription = () => () => {};

/** /articles/{slug}: the article, related articles and share links. */
export function ArticlePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const article = useArticle(slug.toLowerCase(), lang);
  // The server's HTML carries the Article data in its head (api/pages/articles.ts); the page's own goes in after hydration.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const current = article.data?.slug;
  // An old slug was answered with the article under its new one: show the new address.
  useEffect(() => {
    if (current && current !== slug.toLowerCase()) void navigate(`/articles/${current}`, { replace: true });
  }, [current, slug, navigate]);

  if (article.isPending) return <div className="mx-auto max-w-3xl text-gray-600">{t('articles.loading')}</div>;
  if (!article.data) {
    return (
      <div className="mx-auto max-w-3xl">
        <Seo title={t('articles.title')} description={t('articles.notFound')} noindex />
        <p role="alert" className="text-gray-700">{t('articles.notFound')}</p>
      </div>
    );
  }
  const a = article.data;
  const url = `${siteOrigin()}/articles/${a.slug}`;
  return (
    <div className="mx-auto max-w-3xl">
      <Seo title={a.title} description={a.excerpt} noindex={UNLISTED_SLUGS.includes(a.slug)} />
      {/* The server's Article data goes with its other head tags; this one follows client-side navigation. */}
      {inBrowser && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: articleJsonLd(a, url) }} />}
      <ArticleBody article={a} lang={lang} />
      <ShareLinks url={url} title={a.title} />
      {a.related.length > 0 && (
        <section className="mt-12">
          <h2 className="text-xl font-semibold text-gray-900">{t('articles.related')}</h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {a.related.map((r) => (
              <ArticleCard key={r.id} article={r} lang={lang} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
