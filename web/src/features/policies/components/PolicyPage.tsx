import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/PageHeading.tsx';
import { PageSeo } from '@/components/Seo.tsx';
import { formatDualDate } from '@/lib/dates.ts';

const SECTIONS = [1, 2, 3, 4, 5, 6];

/** A legal text: numbered sections under <page>.s{n}Title / <page>.s{n}Text, with its revision date in both calendars. */
export function PolicyPage({ page, updated }: { page: 'privacy' | 'terms'; updated: Date }) {
  const { t, i18n } = useTranslation();
  const date = formatDualDate(updated, i18n.language);
  return (
    <>
      <PageSeo page={page} />
      <PageHeading intro={t(`${page}.intro`)}>{t(`${page}.title`)}</PageHeading>
      <p className="-mt-6 mb-10 text-sm text-slate-600">
        {t('common.lastUpdated', { gregorian: date.gregorian, hijri: date.hijri })}
      </p>
      <div className="max-w-3xl space-y-8">
        {SECTIONS.map((n) => (
          <section key={n} aria-labelledby={`${page}-s${n}`}>
            <h2 id={`${page}-s${n}`} className="text-xl font-semibold text-slate-900">
              {n}. {t(`${page}.s${n}Title`)}
            </h2>
            <p className="mt-2 leading-relaxed text-slate-700">{t(`${page}.s${n}Text`)}</p>
          </section>
        ))}
      </div>
    </>
  );
}
