import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Building2, FileCheck2, Landmark, Plane, Target, Users } from 'lucide-react';
import { OfficeHours } from '@/components/OfficeHours.tsx';
import { PageHeading } from '@/components/PageHeading.tsx';
import { PageSeo } from '@/components/Seo.tsx';

// The six consultation topics of spec section 3.
const topics = [
  { id: 'marketEntry', icon: Target },
  { id: 'compliance', icon: FileCheck2 },
  { id: 'partners', icon: Users },
  { id: 'setup', icon: Building2 },
  { id: 'visa', icon: Plane },
  { id: 'taxation', icon: Landmark },
] as const;

export function ConsultationPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageSeo page="consultation" />
      <PageHeading intro={t('consultation.intro')}>{t('consultation.title')}</PageHeading>
      <section aria-labelledby="consultation-topics">
        <h2 id="consultation-topics" className="text-2xl font-bold text-slate-900">
          {t('consultation.topicsHeading')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {topics.map(({ id, icon: Icon }) => (
            <li key={id} className="rounded-2xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{t(`consultation.topics.${id}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-700">{t(`consultation.topics.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="mt-16 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="consultation-durations">
          <h2 id="consultation-durations" className="text-2xl font-bold text-slate-900">
            {t('consultation.durationsHeading')}
          </h2>
          <dl className="mt-6 grid gap-4 sm:grid-cols-2">
            {(['short', 'long'] as const).map((length) => (
              <div key={length} className="rounded-2xl bg-brand-50 p-6">
                <dt className="text-xl font-bold text-brand-800">{t(`consultation.${length}`)}</dt>
                <dd className="mt-2 text-slate-700">{t(`consultation.${length}Text`)}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="consultation-hours">
          <h2 id="consultation-hours" className="text-2xl font-bold text-slate-900">
            {t('consultation.hoursHeading')}
          </h2>
          <div className="mt-6">
            <OfficeHours />
          </div>
          <Link
            to="/contact"
            className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {t('consultation.cta')}
          </Link>
        </section>
      </div>
    </>
  );
}
