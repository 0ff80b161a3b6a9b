import { Router, type Request, type Response } from 'express';
import type { AppContext } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { body } from '../http/validate.ts';
import { HttpError } from '../http/errors.ts';
import type { RateLimiterFactory } from '../http/rateLimit.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { PROVIDERS, type Provider } from '../../domain/users/credentials.ts';
import { issueHandoff, linkProvider, redeemHandoff, signInWithProvider } from '../../commands/users/providers.ts';
import { authorizationUrl, completeSignIn, oidcProviders, type OidcChecks } from '../../infra/security/oidc.ts';
import { seal, unseal } from '../../infra/security/secrets.ts';
import { authKit } from './authKit.ts';
import { signedIn } from './auth.ts';
import { exchangeBody, providerParam } from '../requests/oidc.ts';

const COOKIE = 'bawaba_oidc';
const FLOW_TTL_MS = 10 * 60_000;
/** Where the web app takes over after the provider: fixed per provider by the spec. */
const RETURN_PATH: Record<Provider, string> = { google: '/auth-success', linkedin: '/auth/linkedin/callback' };

type Flow = OidcChecks & { provider: Provider; linkUserId?: string; expiresAt: number };

/**
 * Google and LinkedIn sign-in (OIDC code flow with PKCE, state and nonce). The flow's secrets
 * travel in a sealed, HttpOnly cookie, so any API process can finish a flow another began. The
 * provider's answer becomes a one-time code in the return URL, never a token.
 */
export function oidcRouter(ctx: AppContext, limit: RateLimiterFactory): Router {
  const router = Router();
  const kit = authKit(ctx);
  const providers = oidcProviders(ctx.config);
  const appUrl = ctx.config.APP_URL.replace(/\/$/, '');
  const secure = appUrl.startsWith('https://');
  const startLimit = limit({ name: 'oidc-ip', windowMs: 15 * 60_000, limit: 60 });

  const configured = (name: string) => {
    const provider = providerParam.parse(name);
    const p = providers[provider];
    if (!p) throw new HttpError('PROVIDER_NOT_CONFIGURED', `Sign-in with ${provider} is not configured on this server`);
    return p;
  };
  const begin = async (res: Response, provider: Provider, linkUserId?: string) => {
    const { url, checks } = await authorizationUrl(configured(provider));
    const flow: Flow = { ...checks, provider, linkUserId, expiresAt: Date.now() + FLOW_TTL_MS };
    // SameSite=Lax: the cookie must come back on the provider's top-level redirect to us.
    res.cookie(COOKIE, seal(kit.keys.oidc, flow), { httpOnly: true, secure, sameSite: 'lax', path: '/api/auth', maxAge: FLOW_TTL_MS });
    return url;
  };
  const back = (res: Response, path: string, params: Record<string, string>) => {
    res.clearCookie(COOKIE, { path: '/api/auth' });
    res.redirect(302, `${appUrl}${path}?${new URLSearchParams(params)}`);
  };

  router.get('/auth/providers', (_req, res) => {
    res.json({ success: true, providers: Object.fromEntries(PROVIDERS.map((p) => [p, Boolean(providers[p])])) });
  });

  router.get('/auth/:provider', startLimit, async (req, res) => {
    const provider = providerParam.parse(req.params.provider);
    res.redirect(302, (await begin(res, provider)).href);
  });

  /** Linking from settings: the web fetches the URL with its bearer token, then navigates to it. */
  router.post('/settings/oauth/:provider/link', authorize(ctx.jwtSecret), startLimit, async (req, res) => {
    const provider = providerParam.parse(req.params.provider);
    res.json({ success: true, url: (await begin(res, provider, principal(req).sub)).href });
  });

  router.get('/auth/:provider/callback', startLimit, async (req, res) => {
    const p = configured(String(req.params.provider));
    const flow = readFlow(req, kit.keys.oidc);
    const linking = Boolean(flow?.linkUserId);
    const fail = (code: string, message: string, extra: Record<string, string> = {}) =>
      back(res, linking ? '/settings' : RETURN_PATH[p.provider], { error: code, message, provider: p.provider, ...extra });
    if (!flow || flow.provider !== p.provider || flow.expiresAt < Date.now()) {
      return fail('OIDC_FLOW_EXPIRED', 'The sign-in took too long or was started elsewhere. Please try again.');
    }
    if (typeof req.query.error === 'string') return fail('OIDC_DENIED', 'The sign-in was cancelled at the provider.');
    let claims;
    try {
      claims = await completeSignIn(p, new URL(`${p.redirectUri}?${new URLSearchParams(req.query as Record<string, string>)}`), flow);
    } catch (error) {
      req.log.warn({ provider: p.provider, err: { message: (error as Error).message } }, 'OIDC callback refused');
      return fail('OIDC_FAILED', `The answer from ${p.provider} could not be verified. Please try again.`);
    }
    if (!claims.email || !claims.emailVerified) return fail('EMAIL_NOT_VERIFIED', `Your ${p.provider} account has no verified email address.`);
    const identity = { provider: p.provider, ...claims };
    const deps = { ...kit.deps(req), handoffMs: kit.ttl.handoffMs };
    try {
      if (flow.linkUserId) {
        await linkProvider(ctx.events, flow.linkUserId, identity, deps);
        return back(res, '/settings', { connected: p.provider });
      }
      const user = await signInWithProvider(ctx.events, identity, deps);
      return back(res, RETURN_PATH[p.provider], { code: await issueHandoff(ctx.events, user.id, deps), provider: p.provider });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const methods: Record<string, string> = Array.isArray(error.details.existingMethods) ? { existingMethods: error.details.existingMethods.join(',') } : {};
      return fail(error.code, error.message, methods);
    }
  });

  /** The web trades the one-time code from the return URL for the session, as login answers. */
  router.post('/auth/oauth/exchange', limit({ name: 'oidc-exchange-ip', windowMs: 15 * 60_000, limit: 60 }), async (req, res) => {
    const { code } = body(req, exchangeBody);
    const user = await redeemHandoff(ctx.events, code, kit.deps(req));
    res.json(await signedIn(ctx, req, user));
  });

  return router;
}

function readFlow(req: Request, key: Buffer): Flow | undefined {
  const raw = req.get('cookie')?.split(/;\s*/).find((c) => c.startsWith(`${COOKIE}=`))?.slice(COOKIE.length + 1);
  if (!raw) return undefined;
  try {
    return unseal<Flow>(key, decodeURIComponent(raw));
  } catch {
    return undefined;
  }
}
