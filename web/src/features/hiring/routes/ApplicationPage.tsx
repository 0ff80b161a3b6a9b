import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/PageHeading.tsx';
import { Seo } from '@/components/Seo.tsx';
import { ApplicationForm } from '../components/ApplicationForm.tsx';

/** /hire/application in the site's layout. */
export function ApplicationPage() {
  const { t } = useTranslation();
  return (
    <>
      <Seo title={t('hiring.form.title')} description={t('hiring.form.intro')} />
      <PageHeading intro={t('hiring.form.intro')}>{t('hiring.form.title')}</PageHeading>
      <div className="max-w-2xl">
        <ApplicationForm />
      </div>
    </>
  );
}

/** /hire/application/script-only: the same form alone (bare layout), for other sites to frame (docs/hiring-embed.md). */
export function ApplicationEmbedPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl p-4">
      <Seo title={t('hiring.form.title')} description={t('hiring.form.intro')} noindex />
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('hiring.form.title')}</h1>
      <ApplicationForm embedded />
    </div>
  );
}
