import { useTranslation } from 'react-i18next';

export function Logo() {
  const { t } = useTranslation();
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8">
        <rect width="64" height="64" rx="14" fill="#0f5132" />
        <path d="M18 50V26a14 14 0 0 1 28 0v24h-7V26a7 7 0 0 0-14 0v24z" fill="#f4c95d" />
      </svg>
      <span className="text-xl font-bold text-brand-800">{t('common.brand')}</span>
    </>
  );
}
