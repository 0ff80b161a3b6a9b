import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The sign-up form comes from the newsletter feature through the app layer (features never import each other). */
export function NewsletterSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="newsletter-heading" className="mt-20 grid gap-8 rounded-3xl bg-brand-50 p-8 lg:grid-cols-2">
      <div>
        <h2 id="newsletter-heading" className="text-2xl font-bold text-slate-900">
          {t('home.newsletterHeading')}
        </h2>
        <p className="mt-2 text-slate-700">{t('home.newsletterText')}</p>
      </div>
      {children}
    </section>
  );
}
