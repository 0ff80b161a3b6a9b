import type { Request } from 'express';
import type { AppContext } from '../context.ts';
import { startSession } from '../../commands/users/startSession.ts';
import { credentialTtl } from '../../commands/users/ttl.ts';
import type { CredentialDeps } from '../../commands/users/credentials.ts';
import type { RegisteredUser } from '../../domain/users/user.ts';
import { deriveKey } from '../../infra/security/secrets.ts';
import { signAccessToken } from '../../infra/security/tokens.ts';
import { currentTier } from '../../commands/subscriptions/changePlan.ts';
import { getUserView, userView } from '../../projections/queries/users.ts';

/** What every credential endpoint needs: purpose keys, lifetimes, and request metadata. */
export function authKit(ctx: AppContext) {
  const keys = {
    mail: deriveKey(ctx.jwtSecret, 'mail-v1'),
    code: deriveKey(ctx.jwtSecret, 'verification-code-v1'),
    oidc: deriveKey(ctx.jwtSecret, 'oidc-v1'),
  };
  const ttl = credentialTtl(ctx.config);
  const deps = (req: Request, actor?: string): CredentialDeps => ({
    now: ctx.now,
    keys,
    ttl,
    metadata: { requestId: req.id, ip: req.ip, ...(actor ? { actor } : {}) },
  });
  return { keys, ttl, deps };
}

/**
 * The language a mail is written in: the one the client names, else the browser's first
 * preference. Templates exist for some languages; the rest fall back to English.
 */
export function languageOf(req: Request, explicit?: string): string {
  const header = req.get('accept-language')?.split(',')[0]?.trim().split(';')[0];
  const tag = (explicit ?? header ?? 'en').toLowerCase();
  return /^[a-z]{2}(-[a-z]{2})?$/.test(tag) ? tag : 'en';
}

export async function issueTokens(ctx: AppContext, user: RegisteredUser, metadata: Record<string, unknown>) {
  const session = await startSession(ctx.events, user.id, { now: ctx.now, metadata });
  return { ...(await tokensFor(ctx, user, session.sessionId, session.refreshToken)), position: session.position };
}

/** The tier lives in the subscription stream; it is read from the log, like the role. */
export async function tokensFor(ctx: AppContext, user: RegisteredUser, sessionId: string, refreshToken: string) {
  const tier = await currentTier(ctx.events, user.id);
  const accessToken = signAccessToken(ctx.jwtSecret, { sub: user.id, role: user.role, tier, sid: sessionId });
  return { accessToken, refreshToken };
}

/** The user as /users/me shows it (subscription and profile included); the log's view if not projected yet. */
export async function answerUser(ctx: AppContext, user: RegisteredUser) {
  return (await getUserView(ctx.readStore, user.id)) ?? userView(user);
}
