import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { baseLanguage, languageCodes } from '@/lib/languages.ts';
import { siteOrigin } from '@/lib/site-origin.ts';

interface SeoProps {
  title: string;
  description: string;
  /** Demo and test pages stay out of search results. */
  noindex?: boolean;
}

function urlFor(origin: string, pathname: string, language: string): string {
  return language === baseLanguage ? `${origin}${pathname}` : `${origin}${pathname}?lng=${language}`;
}

/**
 * React 19 hoists these tags into <head> and removes them when the page unmounts. One URL per language
 * (?lng=) gives hreflang alternates something to point at; the detector reads it and remembers it.
 */
export function Seo({ title, description, noindex = false }: SeoProps) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const origin = siteOrigin();
  const language = i18n.resolvedLanguage ?? baseLanguage;
  const brand = t('common.brand');
  const fullTitle = title.includes(brand) ? title : `${title} | ${brand}`;
  const canonical = urlFor(origin, pathname, language);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <link rel="canonical" href={canonical} />
      {languageCodes.map((code) => (
        <link key={code} rel="alternate" hrefLang={code} href={urlFor(origin, pathname, code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={urlFor(origin, pathname, baseLanguage)} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={brand} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={language.replace('-', '_')} />
    </>
  );
}

/** Shorthand for pages whose title and description live under seo.<key> in the locale files. */
export function PageSeo({ page, noindex }: { page: string; noindex?: boolean }) {
  const { t } = useTranslation();
  return <Seo title={t(`seo.${page}.title`)} description={t(`seo.${page}.description`)} noindex={noindex} />;
}
