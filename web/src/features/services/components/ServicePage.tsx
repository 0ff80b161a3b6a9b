import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import { PageHeading } from '@/components/PageHeading.tsx';
import { PageSeo } from '@/components/Seo.tsx';

export type ServiceId = 'legal' | 'expert' | 'partner';

/** The shared frame of the service pages; each service's words live under service.<id> in the locale files. */
export function ServicePage({ id, cta }: { id: ServiceId; cta: { to: string; label: string } }) {
  const { t } = useTranslation();
  const key = (name: string) => `service.${id}.${name}`;
  return (
    <>
      <PageSeo page={id} />
      <PageHeading intro={t(key('intro'))}>{t(key('title'))}</PageHeading>
      <section aria-labelledby={`${id}-benefits`}>
        <h2 id={`${id}-benefits`} className="text-2xl font-bold text-slate-900">
          {t('service.benefitsHeading')}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2">
          {[1, 2, 3, 4].map((n) => (
            <li key={n} className="flex gap-4 rounded-2xl border border-slate-200 p-6">
              <CheckCircle2 aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-700" />
              <div>
                <h3 className="font-semibold text-slate-900">{t(key(`b${n}Title`))}</h3>
                <p className="mt-1 text-slate-700">{t(key(`b${n}Text`))}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${id}-how`} className="mt-16">
        <h2 id={`${id}-how`} className="text-2xl font-bold text-slate-900">
          {t('service.howHeading')}
        </h2>
        <ol className="mt-6 space-y-4">
          {[1, 2, 3].map((n) => (
            <li key={n} className="flex items-start gap-4">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {n}
              </span>
              <p className="pt-1 text-slate-700">{t(key(`step${n}`))}</p>
            </li>
          ))}
        </ol>
        {id === 'legal' && <p className="mt-8 max-w-3xl text-sm text-slate-600">{t('service.legal.disclaimer')}</p>}
      </section>
      <section aria-labelledby={`${id}-cta`} className="mt-16 rounded-3xl bg-brand-50 p-8">
        <h2 id={`${id}-cta`} className="text-2xl font-bold text-slate-900">
          {t('service.ctaHeading')}
        </h2>
        <p className="mt-2 text-slate-700">{t('service.ctaText')}</p>
        <Link
          to={cta.to}
          className="mt-6 inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          {cta.label}
        </Link>
      </section>
    </>
  );
}
