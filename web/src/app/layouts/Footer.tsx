import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes } from '@contracts/paths.ts';
import { Logo } from './Logo.tsx';

const columns = [
  {
    heading: 'footer.servicesHeading',
    links: [
      { to: routes.expert, label: 'nav.expert' },
      { to: routes.partner, label: 'nav.partner' },
      { to: routes.legal, label: 'nav.legal' },
      { to: routes.consultation, label: 'nav.consultation' },
      { to: routes.marketFree, label: 'footer.marketSearch' },
    ],
  },
  {
    heading: 'footer.companyHeading',
    links: [
      { to: routes.about, label: 'nav.about' },
      { to: routes.pricing, label: 'nav.pricing' },
      { to: routes.articles, label: 'footer.articles' },
      { to: routes.sectorsComingSoon, label: 'footer.sectors' },
      { to: routes.newsletter, label: 'footer.newsletter' },
      { to: routes.hire, label: 'footer.careers' },
      { to: routes.contact, label: 'nav.contact' },
    ],
  },
  {
    heading: 'footer.legalHeading',
    links: [
      { to: routes.privacy, label: 'footer.privacy' },
      { to: routes.terms, label: 'footer.terms' },
    ],
  },
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-4">
        <div>
          <div className="flex items-center gap-2">
            <Logo />
          </div>
          <p className="mt-3 text-sm leading-relaxed text-slate-700">{t('footer.about')}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={t(column.heading)}>
            <h2 className="text-sm font-semibold text-slate-900">{t(column.heading)}</h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-sm text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-slate-200 px-4 py-4 text-center text-sm text-slate-700">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
