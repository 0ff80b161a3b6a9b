import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Compass, Handshake, MapPin, ShieldCheck } from 'lucide-react';
import { PageHeading } from '@/components/PageHeading.tsx';
import { PageSeo } from '@/components/Seo.tsx';

const values = [
  { n: 1, icon: Compass },
  { n: 2, icon: MapPin },
  { n: 3, icon: ShieldCheck },
  { n: 4, icon: Handshake },
] as const;

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageSeo page="about" />
      <PageHeading intro={t('about.intro')}>{t('about.title')}</PageHeading>
      <section aria-labelledby="about-mission" className="max-w-3xl space-y-4 text-slate-700">
        <h2 id="about-mission" className="text-2xl font-bold text-slate-900">
          {t('about.missionHeading')}
        </h2>
        <p className="leading-relaxed">{t('about.mission1')}</p>
        <p className="leading-relaxed">{t('about.mission2')}</p>
      </section>
      <section aria-labelledby="about-values" className="mt-16">
        <h2 id="about-values" className="text-2xl font-bold text-slate-900">
          {t('about.valuesHeading')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map(({ n, icon: Icon }) => (
            <li key={n} className="rounded-2xl border border-slate-200 p-6">
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{t(`about.value${n}Title`)}</h3>
              <p className="mt-2 text-sm text-slate-700">{t(`about.value${n}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-cta" className="mt-16 rounded-3xl bg-brand-800 p-8 text-white">
        <h2 id="about-cta" className="text-2xl font-bold">
          {t('about.ctaHeading')}
        </h2>
        <p className="mt-2 text-brand-50">{t('about.ctaText')}</p>
        <Link
          to="/contact"
          className="mt-6 inline-block rounded-md bg-gold-300 px-5 py-3 font-semibold text-brand-900 hover:bg-amber-200 focus-visible:outline-white"
        >
          {t('common.contactUs')}
        </Link>
      </section>
    </>
  );
}
