import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import { PageHeading } from '@/components/PageHeading.tsx';
import { PageSeo } from '@/components/Seo.tsx';
import { NewsletterSignup } from '../components/NewsletterSignup.tsx';

export function NewsletterPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageSeo page="newsletter" />
      <PageHeading intro={t('newsletter.intro')}>{t('newsletter.title')}</PageHeading>
      <div className="grid gap-12 lg:grid-cols-2">
        <section aria-labelledby="newsletter-what">
          <h2 id="newsletter-what" className="text-xl font-semibold text-slate-900">
            {t('newsletter.whatHeading')}
          </h2>
          <ul className="mt-4 space-y-3">
            {[1, 2, 3, 4].map((n) => (
              <li key={n} className="flex gap-3 text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {t(`newsletter.item${n}`)}
              </li>
            ))}
          </ul>
        </section>
        <div className="rounded-2xl bg-brand-50 p-6">
          <NewsletterSignup source="newsletter-page" />
        </div>
      </div>
    </>
  );
}
