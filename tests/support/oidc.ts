import { OAuth2Server, Events } from 'oauth2-mock-server';
import { call } from './api.ts';

export type OidcIdentity = { sub: string; email: string; email_verified?: boolean; given_name?: string; family_name?: string; picture?: string };

/**
 * A local OpenID provider (oauth2-mock-server). `signInAs` sets the identity of the next ID token;
 * its /authorize answers at once, as if the user had consented.
 */
export async function startOidc() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  let next: OidcIdentity = { sub: 'nobody', email: 'nobody@example.com' };
  server.service.on(Events.BeforeTokenSigning, (token) => {
    if (token.payload.nonce === undefined) return; // access tokens keep their defaults
    Object.assign(token.payload, { email_verified: true, given_name: 'Gina', family_name: 'Oidc', ...next });
  });
  return {
    issuer: server.issuer.url!,
    signInAs(identity: OidcIdentity) {
      next = identity;
    },
    close: () => server.stop(),
  };
}

/**
 * Walks the browser's part of the redirect dance without a browser: start, provider, callback.
 * Returns where the server finally sends the browser back to in the app.
 */
export async function oidcRoundTrip(base: string, start: { path: string; token?: string; method?: 'GET' | 'POST' }): Promise<URL> {
  let location: string;
  let cookie: string;
  if (start.method === 'POST') {
    const res = await call(base, 'POST', start.path, { token: start.token });
    if (res.status !== 200) throw new Error(`link start answered ${res.status}: ${JSON.stringify(res.body)}`);
    location = res.body.url;
    cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  } else {
    const res = await fetch(`${base}${start.path}`, { redirect: 'manual' });
    if (res.status !== 302) throw new Error(`start answered ${res.status}`);
    location = res.headers.get('location')!;
    cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  }
  const atProvider = await fetch(location, { redirect: 'manual' });
  const callback = atProvider.headers.get('location')!;
  const back = await fetch(callback, { redirect: 'manual', headers: { cookie } });
  if (back.status !== 302) throw new Error(`callback answered ${back.status}: ${await back.text()}`);
  return new URL(back.headers.get('location')!);
}
