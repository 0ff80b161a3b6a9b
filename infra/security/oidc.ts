import type * as Client from 'openid-client';
import type { Provider } from '../../domain/users/credentials.ts';
import type { Config } from '../config.ts';

export type OidcProvider = {
  provider: Provider;
  redirectUri: string;
  configuration(): Promise<Client.Configuration>;
};

/**
 * The identity providers that are configured. Discovery runs on first use and is cached; a
 * failed discovery is retried on the next sign-in rather than failing start-up.
 */
// openid-client (with jose and oauth4webapi) loads at the first sign-in through a provider, not at every start.
const openidClient = (): Promise<typeof Client> => import('openid-client');

export function oidcProviders(config: Config): Partial<Record<Provider, OidcProvider>> {
  const entries: [Provider, string | undefined, string | undefined, string][] = [
    ['google', config.GOOGLE_CLIENT_ID, config.GOOGLE_CLIENT_SECRET, config.GOOGLE_ISSUER],
    ['linkedin', config.LINKEDIN_CLIENT_ID, config.LINKEDIN_CLIENT_SECRET, config.LINKEDIN_ISSUER],
  ];
  const providers: Partial<Record<Provider, OidcProvider>> = {};
  for (const [provider, clientId, clientSecret, issuer] of entries) {
    if (!clientId || !clientSecret) continue;
    let discovered: Promise<Client.Configuration> | undefined;
    // Plain-http issuers exist only for local test providers; production refuses them.
    const insecure = issuer.startsWith('http://') && config.NODE_ENV !== 'production';
    providers[provider] = {
      provider,
      redirectUri: `${config.APP_URL.replace(/\/$/, '')}/api/auth/${provider}/callback`,
      configuration() {
        discovered ??= openidClient()
          .then((client) => client.discovery(new URL(issuer), clientId, clientSecret, undefined, insecure ? { execute: [client.allowInsecureRequests] } : undefined))
          .catch((error: unknown) => {
            discovered = undefined;
            throw error;
          });
        return discovered;
      },
    };
  }
  return providers;
}

export type OidcChecks = { state: string; nonce: string; verifier: string };

export async function authorizationUrl(p: OidcProvider): Promise<{ url: URL; checks: OidcChecks }> {
  const [config, client] = await Promise.all([p.configuration(), openidClient()]);
  const checks = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier() };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: p.redirectUri,
    scope: 'openid email profile',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
    code_challenge_method: 'S256',
  });
  return { url, checks };
}

export type OidcClaims = { subject: string; email: string; emailVerified: boolean; firstName: string; lastName: string; picture: string | null };

/** Exchanges the code (checking state, nonce and PKCE) and reads the ID token's claims. */
export async function completeSignIn(p: OidcProvider, callbackUrl: URL, checks: OidcChecks): Promise<OidcClaims> {
  const [config, client] = await Promise.all([p.configuration(), openidClient()]);
  const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
    pkceCodeVerifier: checks.verifier,
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    idTokenExpected: true,
  });
  const c = tokens.claims();
  if (!c) throw new Error('the provider sent no ID token');
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');
  const name = text(c.name).split(/\s+/);
  return {
    subject: c.sub,
    email: text(c.email).toLowerCase(),
    emailVerified: c.email_verified === true || c.email_verified === 'true',
    firstName: text(c.given_name) || name[0] || 'User',
    lastName: text(c.family_name) || name.slice(1).join(' '),
    picture: typeof c.picture === 'string' && /^https?:\/\//.test(c.picture) ? c.picture.slice(0, 500) : null,
  };
}
