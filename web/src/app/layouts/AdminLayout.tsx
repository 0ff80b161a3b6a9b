import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';

/** The back office frame; the admin issue adds its navigation next to the outlet. */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <header className="flex items-center gap-4 border-b border-slate-300 bg-white px-4 py-3">
        <Link to="/admin" className="flex items-center gap-2 rounded-md" aria-label={t('common.homeLink')}>
          <Logo />
        </Link>
        <div className="ms-auto">
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="w-full flex-1 px-4 py-8">
        <Outlet />
      </main>
    </div>
  );
}
