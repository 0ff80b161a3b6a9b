import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { onSessionExpired, type SessionEndReason } from '@/lib/session-events.ts';
import { rememberReturnPath } from '@/lib/session.ts';

export const SESSION_BANNER_MS = 10_000;

export function SessionExpiredBanner() {
  const { t } = useTranslation();
  const [raisedAt, setRaisedAt] = useState<number | null>(null);
  const [reason, setReason] = useState<SessionEndReason>('expired');
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(
    () =>
      onSessionExpired((why) => {
        setReason(why);
        setRaisedAt(Date.now());
      }),
    [],
  );

  useEffect(() => {
    if (raisedAt === null) return;
    const timer = window.setTimeout(() => setRaisedAt(null), SESSION_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [raisedAt]);

  if (raisedAt === null) return null;

  const signIn = () => {
    rememberReturnPath(location.pathname + location.search + location.hash);
    setRaisedAt(null);
    void navigate('/login');
  };

  return (
    <div role="alert" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
        <p className="flex-1 font-medium">{t(reason === 'roleChanged' ? 'banners.roleChanged' : 'banners.sessionExpired')}</p>
        <button
          type="button"
          onClick={signIn}
          className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('banners.signIn')}
        </button>
        <button
          type="button"
          onClick={() => setRaisedAt(null)}
          className="rounded-md border border-amber-400 px-4 py-2 text-sm font-semibold hover:bg-amber-100"
        >
          {t('banners.dismiss')}
        </button>
      </div>
    </div>
  );
}
