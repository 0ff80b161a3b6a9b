import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="rounded-3xl bg-brand-800 px-6 py-16 text-white sm:px-12 sm:py-20">
      <p className="font-semibold text-gold-300">{t('common.tagline')}</p>
      <h1 tabIndex={-1} data-page-heading className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
        {t('home.heroTitle')}
      </h1>
      <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-50">{t('home.heroText')}</p>
      <div className="mt-10 flex flex-wrap gap-4">
        <Link
          to="/consultation"
          className="inline-flex items-center gap-2 rounded-md bg-gold-300 px-5 py-3 font-semibold text-brand-900 hover:bg-amber-200 focus-visible:outline-white"
        >
          {t('home.heroPrimary')}
          <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </Link>
        <Link
          to="/pricing"
          className="rounded-md border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-white"
        >
          {t('home.heroSecondary')}
        </Link>
        {/* The free search needs no account: the quickest way to see what Bawaba knows. */}
        <Link
          to="/market/free"
          className="self-center font-semibold text-white underline underline-offset-4 hover:text-gold-300 focus-visible:outline-white"
        >
          {t('home.heroSearch')}
        </Link>
      </div>
    </section>
  );
}
