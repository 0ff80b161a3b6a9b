import { useSyncExternalStore } from 'react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Role } from '@contracts/user.ts';
import { useMe } from '@/lib/me.ts';
import { getSession, subscribeSession } from '@/lib/session.ts';
import { tokenClaims } from '@/lib/token-expiry.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { adminNavFor } from './admin-nav.ts';
import { useSignOut } from './AccountMenu.tsx';
import { routes } from '@contracts/paths.ts';

/** The signed-in role: the me query's, or the token's claim until that answers (display only; routes and API check again). */
function useRole(): Role | undefined {
  const token = useSyncExternalStore(subscribeSession, () => getSession().token, () => null);
  const me = useMe();
  const claimed = tokenClaims(token)?.role;
  return me.data?.user.role ?? (typeof claimed === 'string' ? (claimed as Role) : undefined);
}

/** The back office frame: its own navigation (only the pages the role may open) beside the page. */
export function AdminLayout() {
  const { t } = useTranslation();
  const entries = adminNavFor(useRole());
  const { signOut, signingOut } = useSignOut(routes.adminLogin);
  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <header className="flex items-center gap-4 border-b border-slate-300 bg-white px-4 py-3">
        <Link to="/admin" className="flex items-center gap-2 rounded-md" aria-label={t('common.homeLink')}>
          <Logo />
        </Link>
        <div className="ms-auto flex items-center gap-2">
          <LanguageSwitcher />
          {entries.length > 0 && (
            <button type="button" disabled={signingOut} onClick={signOut} className="rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100">
              {t('auth.signOut')}
            </button>
          )}
        </div>
      </header>
      <div className="flex flex-1 flex-col md:flex-row">
        {entries.length > 0 && (
          <nav aria-label={t('adminArea.nav.label')} className="border-b border-slate-300 bg-white md:w-56 md:shrink-0 md:border-e md:border-b-0">
            <ul className="flex flex-wrap gap-1 p-2 md:flex-col">
              {entries.map((entry) => (
                <li key={entry.to}>
                  <NavLink
                    to={entry.to}
                    className={({ isActive }) =>
                      `block rounded-md px-3 py-2 text-sm font-semibold ${isActive ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100'}`
                    }
                  >
                    {t(entry.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <main id="main" tabIndex={-1} className="w-full min-w-0 flex-1 px-4 py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
