import { useTranslation } from 'react-i18next';
import { useProviders } from '@/lib/auth-providers.ts';

/** Google and LinkedIn appear only when GET /api/auth/providers says the server is configured for them. */
export function ProviderButtons() {
  const { t } = useTranslation();
  const { data } = useProviders();
  const shown = (['google', 'linkedin'] as const).filter((provider) => data?.[provider]);
  if (shown.length === 0) return null;
  return (
    <div className="space-y-3">
      <p className="flex items-center gap-3 text-sm text-slate-600 before:h-px before:flex-1 before:bg-slate-300 after:h-px after:flex-1 after:bg-slate-300">
        {t('auth.or')}
      </p>
      {shown.map((provider) => (
        // A full page load: the server answers with a redirect to the provider.
        <a
          key={provider}
          href={`/api/auth/${provider}`}
          className="block w-full rounded-md border border-slate-400 bg-white px-5 py-2.5 text-center font-semibold text-slate-900 hover:bg-slate-50"
        >
          {t(provider === 'google' ? 'auth.continueWithGoogle' : 'auth.continueWithLinkedin')}
        </a>
      ))}
    </div>
  );
}
