import { useTranslation } from 'react-i18next';
import { CheckCircle2 } from 'lucide-react';
import { PageHeading } from '@/components/PageHeading.tsx';
import { PageSeo } from '@/components/Seo.tsx';
import { useSearchParams } from 'react-router-dom';
import { NewsletterSignup } from '../components/NewsletterSignup.tsx';
import { NewsletterLinkAction } from '../components/NewsletterLinkAction.tsx';

export function NewsletterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const confirm = params.get('confirm');
  const unsubscribe = params.get('unsubscribe');
  return (
    <>
      <PageSeo page="newsletter" />
      <PageHeading intro={t('newsletter.intro')}>{t('newsletter.title')}</PageHeading>
      {(confirm || unsubscribe) && (
        <div className="mb-10 max-w-2xl">
          <NewsletterLinkAction confirm={confirm} unsubscribe={unsubscribe} />
        </div>
      )}
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
