import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/forms/FormAlert.tsx';
import { Seo } from '@/components/Seo.tsx';
import { failureMessage } from '@/lib/form-errors.ts';
import { routes } from '@contracts/paths.ts';
import { exchangeOauthCode } from '../api/oauth-exchange.ts';
import { AuthCard } from '../components/AuthCard.tsx';
import { ExistingMethods } from '../components/ExistingMethods.tsx';
import { completeSignIn } from '../components/after-sign-in.ts';
import { providerErrorText } from '@/lib/provider-errors.ts';

// The handoff code is single-use: one exchange per code, however often the page renders or remounts.
const exchanges = new Map<string, ReturnType<typeof exchangeOauthCode>>();

/** /auth-success (Google) and /auth/linkedin/callback (LinkedIn): the provider's answer comes back here. */
export function AuthCallbackPage({ provider }: { provider: 'google' | 'linkedin' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const errorCode = params.get('error');
  const [failure, setFailure] = useState<unknown>(null);
  const fallbackKey = provider === 'google' ? 'errorCatalogue.failedGoogle' : 'errorCatalogue.failedLinkedin';

  useEffect(() => {
    if (!code || errorCode) return;
    let exchange = exchanges.get(code);
    if (!exchange) {
      exchange = exchangeOauthCode(code);
      exchanges.set(code, exchange);
    }
    let active = true;
    exchange.then(
      (answer) => {
        if (!active) return;
        // An admin, analyst or editor: the admin login page takes over at the second factor.
        if ('mfaToken' in answer) return void navigate(routes.adminLogin, { replace: true, state: { secondFactor: answer } });
        const { user, tokens } = answer;
        if (!user.id) return setFailure(new Error(t('errorCatalogue.userDataIncomplete')));
        void navigate(completeSignIn(user, tokens), { replace: true });
      },
      (error: unknown) => active && setFailure(error),
    );
    return () => {
      active = false;
    };
  }, [code, errorCode, navigate, t]);

  let body;
  if (errorCode === 'ACCOUNT_EXISTS') {
    body = (
      <FormAlert tone="error">
        <p>{t('auth.accountExists')}</p>
        <ExistingMethods methods={params.get('existingMethods')} />
        <p className="mt-2">{t('auth.linkFromSettings')}</p>
      </FormAlert>
    );
  } else if (errorCode) {
    body = <FormAlert tone="error">{providerErrorText(t, errorCode, provider, fallbackKey)}</FormAlert>;
  } else if (!code) {
    body = <FormAlert tone="error">{t('errorCatalogue.invalidOauthResponse')}</FormAlert>;
  } else if (failure) {
    body = <FormAlert tone="error">{failure instanceof Error && !('status' in failure) ? failure.message : failureMessage(failure, t, fallbackKey)}</FormAlert>;
  } else {
    body = <p role="status">{t('auth.finishingSignIn')}</p>;
  }

  return (
    <>
      <Seo title={t('accountPages.authCallback.title')} description={t('accountPages.authCallback.description')} noindex />
      <AuthCard title={t(provider === 'google' ? 'auth.googleTitle' : 'auth.linkedinTitle')}>
        {body}
        {(errorCode || failure || !code) && (
          <p className="text-sm">
            <Link to={routes.login} className="font-semibold text-brand-700 underline">
              {t('auth.backToSignIn')}
            </Link>
          </p>
        )}
      </AuthCard>
    </>
  );
}

export const GoogleCallbackPage = () => <AuthCallbackPage provider="google" />;
export const LinkedinCallbackPage = () => <AuthCallbackPage provider="linkedin" />;
