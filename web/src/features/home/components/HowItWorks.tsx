import { useTranslation } from 'react-i18next';

export function HowItWorks() {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="how-heading" className="mt-20">
      <h2 id="how-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('home.howHeading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('home.howIntro')}</p>
      <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {[1, 2, 3, 4].map((step) => (
          <li key={step} className="rounded-2xl bg-slate-50 p-6">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
            >
              {step.toLocaleString(i18n.language)}
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{t(`home.step${step}Title`)}</h3>
            <p className="mt-2 text-sm text-slate-700">{t(`home.step${step}Text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
