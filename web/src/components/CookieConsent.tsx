import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { readCookie, writeCookie } from '@/lib/cookies.ts';

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_DELAY_MS = 1500;
const CONSENT_DAYS = 365;

export type Consent = 'accepted' | 'rejected';

export function readConsent(): Consent | null {
  const value = readCookie(CONSENT_COOKIE);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

export function CookieConsent() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (readConsent()) return;
    const timer = window.setTimeout(() => setVisible(true), CONSENT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;

  const decide = (consent: Consent) => {
    writeCookie(CONSENT_COOKIE, consent, CONSENT_DAYS);
    setVisible(false);
  };

  return (
    <section
      aria-label={t('banners.cookieLabel')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-slate-700">
          {t('banners.cookieMessage')}{' '}
          <Link to="/privacy" className="font-semibold text-brand-700 underline">
            {t('banners.cookieLearnMore')}
            {/* "Learn more" alone says nothing of where it leads (screen readers, search engines' link-text check). */}
            <span className="sr-only">: {t('footer.privacy')}</span>
          </Link>
        </p>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => decide('rejected')}
            className="rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {t('banners.decline')}
          </button>
          <button
            type="button"
            onClick={() => decide('accepted')}
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
          >
            {t('banners.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
