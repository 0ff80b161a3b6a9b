import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BarChart3, Handshake, MessagesSquare, Scale } from 'lucide-react';

const services = [
  { id: 'market', icon: BarChart3, to: '/pricing' },
  { id: 'partner', icon: Handshake, to: '/partner' },
  { id: 'legal', icon: Scale, to: '/legal' },
  { id: 'expert', icon: MessagesSquare, to: '/expert' },
] as const;

export function ServicesSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="services-heading" className="mt-20">
      <h2 id="services-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('services.heading')}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t('services.intro')}</p>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {services.map(({ id, icon: Icon, to }) => (
          <li key={id} className="relative rounded-2xl border border-slate-200 p-6 hover:border-brand-600">
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h3 className="mt-4 font-semibold text-slate-900">
              {/* The stretched link makes the whole card clickable while keeping one link per card. */}
              <Link to={to} className="after:absolute after:inset-0 after:rounded-2xl">
                {t(`services.${id}.title`)}
              </Link>
            </h3>
            <p className="mt-2 text-sm text-slate-700">{t(`services.${id}.description`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
