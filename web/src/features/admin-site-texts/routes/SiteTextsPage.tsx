import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteTextSection } from '@contracts/siteTexts.ts';
import { Seo } from '@/components/Seo.tsx';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { requestErrorMessage } from '@/lib/form-errors.ts';
import { languages } from '@/lib/languages.ts';
import { fetchSiteTexts, setSiteTexts } from '@/lib/site-texts.ts';
import { useChangeSiteTexts, useSiteTextPage } from '../api/site-text-page.ts';
import { SiteTextForm } from '../components/SiteTextForm.tsx';
import { SiteTextHistory } from '../components/SiteTextHistory.tsx';

type PageId = 'about' | 'services' | 'industries' | 'landing';

function SectionEditor({ section, lang }: { section: SiteTextSection; lang: string }) {
  const { t, i18n } = useTranslation();
  const page = useSiteTextPage(section, lang);
  const change = useChangeSiteTexts();
  const headingId = useId();
  // This tab's own pages show the change at once too; other visitors get it from the server.
  const refreshLive = () => void fetchSiteTexts(lang).then((sections) => sections && setSiteTexts(i18n, lang, sections));
  const run = (input: Parameters<typeof change.mutate>[0]) => change.mutate(input, { onSuccess: refreshLive });

  if (page.isPending) return <p role="status">{t('common.loading')}</p>;
  if (page.isError) {
    const forbidden = page.error instanceof ApiError && page.error.status === 403;
    return <FormAlert tone="error">{forbidden ? t('siteTexts.forbidden') : requestErrorMessage(page.error, t)}</FormAlert>;
  }
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <h2 id={headingId} className="text-2xl font-bold text-slate-900">{t(`siteTexts.sections.${section}`)}</h2>
      <SiteTextForm
        key={`${lang}:${page.data.revision}`}
        page={page.data}
        saving={change.isPending}
        error={change.error}
        saved={change.isSuccess}
        onSave={(texts) => run({ section, lang, texts })}
      />
      <h3 className="text-lg font-semibold text-slate-900">{t('siteTexts.history')}</h3>
      <SiteTextHistory page={page.data} busy={change.isPending} onRestore={(revision) => run({ section, lang, revision })} />
    </section>
  );
}

/** /admin/about, /admin/services, /admin/industries, /admin/landing: the public pages' texts, per language (issue 12). */
function SiteTextsPage({ id, sections }: { id: PageId; sections: SiteTextSection[] }) {
  const { t, i18n } = useTranslation();
  const [lang, setLang] = useState(i18n.resolvedLanguage ?? 'en');
  const selectId = useId();
  return (
    <div className="space-y-8">
      <Seo title={t(`siteTexts.titles.${id}`)} description={t('siteTexts.intro')} noindex />
      <header className="space-y-2">
        <h1 tabIndex={-1} data-page-heading className="text-3xl font-bold text-slate-900">{t(`siteTexts.titles.${id}`)}</h1>
        <p className="max-w-3xl text-slate-700">{t('siteTexts.intro')}</p>
      </header>
      <div>
        <label htmlFor={selectId} className="block text-sm font-semibold text-slate-800">{t('siteTexts.language')}</label>
        <select id={selectId} value={lang} onChange={(e) => setLang(e.target.value)} className="mt-1 rounded-md border border-slate-400 bg-white px-3 py-2">
          {languages.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>{l.name}</option>
          ))}
        </select>
      </div>
      {sections.map((section) => (
        <SectionEditor key={`${section}:${lang}`} section={section} lang={lang} />
      ))}
    </div>
  );
}

export const AdminAboutPage = () => <SiteTextsPage id="about" sections={['about']} />;
export const AdminServicesPage = () => <SiteTextsPage id="services" sections={['services', 'service']} />;
export const AdminIndustriesPage = () => <SiteTextsPage id="industries" sections={['industries']} />;
export const AdminLandingPage = () => <SiteTextsPage id="landing" sections={['home']} />;
