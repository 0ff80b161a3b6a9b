import { useTranslation } from 'react-i18next';
import { OfficeHours } from '@/components/OfficeHours.tsx';
import { PageHeading } from '@/components/PageHeading.tsx';
import { PageSeo } from '@/components/Seo.tsx';
import { ContactForm } from '../components/ContactForm.tsx';

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageSeo page="contact" />
      <PageHeading intro={t('contact.intro')}>{t('contact.title')}</PageHeading>
      <div className="grid gap-12 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm />
        </div>
        <aside aria-labelledby="contact-hours" className="rounded-2xl bg-slate-50 p-6">
          <h2 id="contact-hours" className="mb-4 text-lg font-semibold text-slate-900">
            {t('contact.hoursHeading')}
          </h2>
          <OfficeHours />
        </aside>
      </div>
    </>
  );
}
