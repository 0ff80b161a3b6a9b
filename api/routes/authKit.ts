import type { Request } from 'express';
import type { AppContext } from '../context.ts';
import { commandContext } from '../http/commandContext.ts';
import { asActor } from '../../commands/context.ts';
import { startSession } from '../../commands/users/sessions.ts';
import { CREDENTIAL_TTL } from '../../commands/users/ttl.ts';
import type { CredentialDeps } from '../../commands/users/credentials.ts';
import type { RegisteredUser } from '../../domain/users/user.ts';
import { deriveKey } from '../../infra/security/secrets.ts';
import { signAccessToken } from '../../infra/security/tokens.ts';
import { currentTier } from '../../commands/subscriptions/changePlan.ts';
import { getUserView, userView } from '../../projections/queries/users.ts';

const kits = new WeakMap<AppContext, ReturnType<typeof makeKit>>();

/** What every credential endpoint needs: purpose keys, lifetimes, and the command context. */
export function authKit(ctx: AppContext) {
  let kit = kits.get(ctx);
  if (!kit) kits.set(ctx, (kit = makeKit(ctx)));
  return kit;
}

function makeKit(ctx: AppContext) {
  const keys = {
    mail: deriveKey(ctx.jwtSecret, 'mail-v1'),
    code: deriveKey(ctx.jwtSecret, 'verification-code-v1'),
    oidc: deriveKey(ctx.jwtSecret, 'oidc-v1'),
    /** Signs the five-minute token between password and second factor; seals the secret inside it. */
    mfaToken: deriveKey(ctx.jwtSecret, 'mfa-token-v1'),
    mfaSecret: deriveKey(ctx.jwtSecret, 'mfa-secret-v1'),
  };
  const vault = ctx.vault;
  const ttl = CREDENTIAL_TTL;
  /** `user` once the request has identified the person (signup, login, a provider). */
  const deps = (req: Request, user?: Pick<RegisteredUser, 'id' | 'role'>): CredentialDeps => {
    const context = commandContext(req);
    return { now: ctx.now, vault, keys, ttl, language: languageOf(req), context: user ? asActor(context, { id: user.id, role: user.role }) : context };
  };
  return { keys, ttl, vault, deps };
}

/**
 * The language a mail is written in: the one the client names, else the browser's first
 * preference, kept as a language tag (zh-Hant-TW, pt-BR) for the mail's copy to pick the closest of
 * the 13 UI languages; only a value that is no language tag at all becomes English.
 */
export function languageOf(req: Request, explicit?: string): string {
  const header = req.get('accept-language')?.split(',')[0]?.trim().split(';')[0];
  const tag = (explicit ?? header ?? 'en').toLowerCase();
  return tag.length <= 35 && /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(tag) ? tag : 'en';
}

/** A login: a new session family, and tokens for its first session. */
export async function issueTokens(ctx: AppContext, req: Request, user: RegisteredUser) {
  const session = await startSession(ctx.events, user.id, authKit(ctx).deps(req, user));
  return { ...(await tokensFor(ctx, user, session)), position: session.position };
}

/** The tier lives in the subscription stream; it is read from the log, like the role. */
export async function tokensFor(ctx: AppContext, user: RegisteredUser, session: { sessionId: string; familyId: string; refreshToken: string }) {
  const tier = await currentTier(ctx.events, user.id);
  const accessToken = signAccessToken(ctx.jwtSecret, { sub: user.id, role: user.role, tier, sid: session.sessionId, fid: session.familyId });
  return { accessToken, refreshToken: session.refreshToken };
}

/** The user as /users/me shows it (subscription and profile included); the log's view if not projected yet. */
export async function answerUser(ctx: AppContext, user: RegisteredUser) {
  return (await getUserView(ctx.readStore, user.id)) ?? userView(user);
}
