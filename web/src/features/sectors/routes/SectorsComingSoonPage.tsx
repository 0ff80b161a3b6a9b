import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Clock } from 'lucide-react';
import { PageHeading } from '@/components/PageHeading.tsx';
import { PageSeo } from '@/components/Seo.tsx';
import { MasonryGrid } from '@/components/MasonryGrid.tsx';
import { IndustryCard } from '@/components/IndustryCard.tsx';
import { industries } from '@/components/industries.ts';

const upcoming = ['mining', 'logistics', 'education', 'realEstate', 'water', 'sports'] as const;

export function SectorsComingSoonPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageSeo page="sectors" />
      <PageHeading intro={t('sectors.intro')}>{t('sectors.title')}</PageHeading>
      <section aria-labelledby="sectors-upcoming">
        <h2 id="sectors-upcoming" className="text-2xl font-bold text-slate-900">
          {t('sectors.upcomingHeading')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {upcoming.map((id) => (
            <li key={id} className="flex items-center gap-3 rounded-xl border border-dashed border-slate-400 p-4">
              <Clock aria-hidden="true" className="size-5 text-slate-600" />
              <span className="font-medium text-slate-800">{t(`sectors.upcoming.${id}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="sectors-notify" className="mt-12 rounded-3xl bg-brand-50 p-8">
        <h2 id="sectors-notify" className="text-2xl font-bold text-slate-900">
          {t('sectors.notifyHeading')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t('sectors.notifyText')}</p>
        <div className="mt-6 flex flex-wrap gap-4">
          <Link to="/newsletter" className="rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            {t('sectors.notifyLink')}
          </Link>
          <Link to="/contact" className="rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-800 hover:bg-white">
            {t('common.contactUs')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="sectors-current" className="mt-16">
        <h2 id="sectors-current" className="mb-6 text-2xl font-bold text-slate-900">
          {t('sectors.currentHeading')}
        </h2>
        <MasonryGrid items={industries} getKey={(i) => i.id} renderItem={(i) => <IndustryCard industry={i} />} />
      </section>
    </>
  );
}
