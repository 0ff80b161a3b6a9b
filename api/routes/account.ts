import type { AppContext } from '../context.ts';
import type { Principal } from '../http/guards.ts';
import { HttpError } from '../http/errors.ts';
import { getUserView } from '../../projections/queries/users.ts';
import { reissueAccessToken } from '../../infra/security/tokens.ts';
import { currentTier } from '../../commands/subscriptions/changePlan.ts';

/** The signed-in user's view; a token whose account is gone counts as signed out. */
export async function requireUserView(ctx: AppContext, userId: string) {
  const user = await getUserView(ctx.readStore, userId);
  if (!user) throw new HttpError('UNAUTHORIZED', 'This account no longer exists');
  return user;
}

/**
 * After a plan change the client needs a token carrying the new tier. It is reissued for the
 * same session with the same expiry; the refresh token is untouched, and the tier comes from
 * the log, never from the request.
 */
export async function tokensAfterPlanChange(ctx: AppContext, who: Principal) {
  const tier = await currentTier(ctx.events, who.sub);
  return { accessToken: reissueAccessToken(ctx.jwtSecret, { sub: who.sub, role: who.role, tier, sid: who.sid, fid: who.fid }, who.exp) };
}
