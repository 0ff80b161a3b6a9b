import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';

/** Sign-in, sign-up and account recovery: no site navigation to distract from the form. */
export function AuthLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-4 py-6">
        <Link to="/" className="flex items-center gap-2 rounded-md" aria-label={t('common.homeLink')}>
          <Logo />
        </Link>
        <LanguageSwitcher />
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-md flex-1 px-4 pb-16">
        <Outlet />
      </main>
    </div>
  );
}
