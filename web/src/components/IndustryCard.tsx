import { useTranslation } from 'react-i18next';
import type { Industry } from './industries.ts';

export function IndustryCard({ industry }: { industry: Industry }) {
  const { t } = useTranslation();
  const Icon = industry.icon;
  const large = industry.size === 'large';
  return (
    <article className={`rounded-2xl border border-slate-200 p-6 ${large ? 'bg-brand-50 pb-10' : 'bg-white'}`}>
      <Icon aria-hidden="true" className={`${large ? 'size-10' : 'size-7'} text-brand-700`} />
      <h3 className={`mt-4 font-semibold text-slate-900 ${large ? 'text-xl' : 'text-lg'}`}>
        {t(`industries.${industry.id}.name`)}
      </h3>
      <p className="mt-2 text-slate-700">{t(`industries.${industry.id}.description`)}</p>
    </article>
  );
}
