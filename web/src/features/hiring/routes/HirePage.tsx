import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/PageHeading.tsx';
import { Seo } from '@/components/Seo.tsx';
import { routes } from '@contracts/paths.ts';
import { useOpenPositions } from '../api/positions.ts';

/** /hire: the open positions, each with its way to apply. */
export function HirePage() {
  const { t } = useTranslation();
  const positions = useOpenPositions();
  const open = positions.data?.positions ?? [];
  return (
    <>
      <Seo title={t('hiring.title')} description={t('hiring.intro')} />
      <PageHeading intro={t('hiring.intro')}>{t('hiring.title')}</PageHeading>
      {positions.isPending && <p>{t('hiring.loading')}</p>}
      {positions.isSuccess && open.length === 0 && <p className="text-slate-700">{t('hiring.none')}</p>}
      <ul className="grid gap-6 md:grid-cols-2">
        {open.map((p) => (
          <li key={p.id} className="rounded-2xl border border-slate-200 p-6">
            <h2 className="text-xl font-semibold text-slate-900">{p.title}</h2>
            <p className="mt-1 text-sm text-slate-600">
              {p.team} · {p.location} · {t(`hiring.types.${p.employmentType}`)}
            </p>
            <p className="mt-3 whitespace-pre-line text-slate-700">{p.description}</p>
            <Link to={`${routes.hireApplication}?position=${encodeURIComponent(p.id)}`} className="mt-4 inline-block font-semibold text-brand-700 underline">
              {t('hiring.apply', { title: p.title })}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
