import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { commandContext } from '../http/commandContext.ts';
import { body } from '../http/validate.ts';
import type { PaymentPort } from '../../infra/payments/port.ts';
import { paymentPath } from './subscriptions.ts';
import { completeOnboarding, requestWelcomeEmail } from '../../commands/businessProfiles/onboarding.ts';
import { getBusinessProfile } from '../../projections/queries/businessProfiles.ts';
import { getSubscription } from '../../projections/queries/subscriptions.ts';
import { requireUserView, tokensAfterPlanChange } from './account.ts';
import { onboarding, welcome } from '../requests/businessProfile.ts';


export function businessProfileRouter(ctx: AppContext, payments?: PaymentPort): Router {
  const router = Router();
  const signedIn = authorize(ctx.jwtSecret);

  router.post('/business-profile/complete-onboarding', signedIn, async (req, res) => {
    const input = body(req, onboarding);
    const who = principal(req);
    const payment = paymentPath(payments, input.profileData.package ?? 'free', 'monthly');
    const result = await completeOnboarding(ctx.events, who.sub, input.profileData, { now: ctx.now, context: commandContext(req), vault: ctx.vault, payment });
    await waitForProjection(ctx, result.position, ['users', 'subscriptions', 'businessProfiles']);
    // A paid package is an upgrade waiting for payment or approval: the tier in force stays free (docs/DECISIONS.md).
    res.json({
      success: true,
      message: 'Onboarding completed',
      user: await requireUserView(ctx, who.sub),
      profile: await getBusinessProfile(ctx.readStore, who.sub),
      subscription: await getSubscription(ctx.readStore, who.sub),
      tokens: await tokensAfterPlanChange(ctx, who),
    });
  });

  router.get('/business-profile/needs-business-info', signedIn, async (req, res) => {
    const user = await requireUserView(ctx, principal(req).sub);
    res.json({ success: true, needsBusinessInfo: !user.businessInfoCompleted });
  });

  // No profile yet is an ordinary state, not an error: 200 with profile null.
  router.get('/business-profile/business-profile', signedIn, async (req, res) => {
    res.json({ success: true, profile: await getBusinessProfile(ctx.readStore, principal(req).sub) });
  });

  router.post('/business-profile/send-welcome-email', signedIn, async (req, res) => {
    const input = body(req, welcome);
    const who = principal(req);
    const result = await requestWelcomeEmail(ctx.events, who.sub, input.language ?? 'en', { now: ctx.now, context: commandContext(req) });
    await waitForProjection(ctx, result.observed, ['businessProfiles']);
    const alreadyRequested = result.newEvents.length === 0;
    res.json({ success: true, alreadyRequested, message: alreadyRequested ? 'Welcome email already requested' : 'Welcome email queued' });
  });

  return router;
}
