import { useState, useSyncExternalStore } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getSession, signedOut, subscribeSession } from '@/lib/session.ts';
import { routes } from '@contracts/paths.ts';

const link = 'rounded-md px-3 py-2 text-sm font-semibold';

/** Signs out, then goes to `to` (the back office returns to its own sign-in page). */
export function useSignOut(to: string = routes.home) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  // Loaded on use: the API client stays out of the first load of every page.
  const signOut = () => {
    setSigningOut(true);
    void import('@/features/auth/api/logout.ts')
      .then((m) => m.logout())
      .catch(() => undefined)
      .finally(() => {
        setSigningOut(false);
        void navigate(to);
      });
  };
  return { signOut, signingOut };
}

/**
 * Sign-in links for guests; dashboard, consultations, settings and sign-out for signed-in users. Inline
 * (the header's bar) they sit on one line and never wrap, the header folds them into its menu instead;
 * in the menu they stack.
 */
export function AccountMenu({ inline = false }: { inline?: boolean }) {
  const { t } = useTranslation();
  // Server HTML (issue 12) is a visitor's page: hydration starts signed out, then shows the account.
  const session = useSyncExternalStore(subscribeSession, getSession, () => signedOut);
  const { signOut, signingOut } = useSignOut();

  const layout = inline ? 'flex items-center gap-1 whitespace-nowrap' : 'flex flex-col items-stretch gap-1 text-start';
  if (!session.isAuthenticated) {
    return (
      <div className={layout}>
        <Link to={routes.login} className={`${link} text-slate-700 hover:bg-slate-100`}>
          {t('auth.signIn')}
        </Link>
        <Link to={routes.signup} className={`${link} bg-brand-700 text-white hover:bg-brand-800`}>
          {t('auth.signUp')}
        </Link>
      </div>
    );
  }
  // Where bookings are found again (issue 17): a business user's own, an expert's sessions.
  const role = session.user?.role ?? 'user';
  const bookings = role === 'user' ? { to: routes.booking, label: t('consultations.bookings.title') } : role === 'expert' ? { to: routes.manageConsultations, label: t('expertConsole.title') } : null;
  return (
    <div className={layout}>
      <Link to={routes.dashboard} className={`${link} text-slate-700 hover:bg-slate-100`}>
        {t('dashboard.title')}
      </Link>
      {bookings && (
        <Link to={bookings.to} className={`${link} text-slate-700 hover:bg-slate-100`} data-testid="account-bookings">
          {bookings.label}
        </Link>
      )}
      <Link to={routes.settings} className={`${link} text-slate-700 hover:bg-slate-100`}>
        {t('settings.title')}
      </Link>
      <button
        type="button"
        disabled={signingOut}
        onClick={signOut}
        className={`${link} text-slate-700 hover:bg-slate-100`}
      >
        {t('auth.signOut')}
      </button>
    </div>
  );
}
