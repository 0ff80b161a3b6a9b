import { Router } from 'express';
import type { AppContext } from '../context.ts';
import { authorize, principal } from '../http/guards.ts';
import { getSubscription } from '../../projections/queries/subscriptions.ts';
import { getBusinessProfile } from '../../projections/queries/businessProfiles.ts';
import { monthlyUsage, usagePeriod, type UsageView } from '../../projections/queries/usage.ts';
import { tierById } from '../../domain/subscriptions/tiers.ts';
import type { UserView } from '../../projections/queries/users.ts';
import { requireUserView } from './account.ts';

export type NextStep = { id: string; title: string; href: string };

/** What to suggest, most pressing first; the web translates by `id`. */
export function nextSteps(user: UserView, usage: UsageView): NextStep[] {
  const steps: NextStep[] = [];
  if (!user.emailVerified) steps.push({ id: 'verify-email', title: 'Verify your email address', href: '/verify-email' });
  // Experts and back-office staff need no business profile (issue 17).
  if (!user.businessInfoCompleted && (user.role ?? 'user') === 'user') steps.push({ id: 'complete-profile', title: 'Complete your business profile', href: '/complete-profile' });
  if (usage.marketSearches?.used === 0) steps.push({ id: 'market-search', title: 'Run your first market search', href: '/market' });
  const consultations = usage.consultations;
  if (consultations && consultations.used === 0 && consultations.limit !== 0) {
    steps.push({ id: 'book-consultation', title: 'Book a consultation with an expert', href: '/booking' });
  }
  if (user.subscriptionTier === 'free') steps.push({ id: 'upgrade', title: 'Upgrade your plan for more searches and partner matches', href: '/pricing' });
  return steps;
}

export function dashboardRouter(ctx: AppContext): Router {
  const router = Router();

  router.get('/users/dashboard', authorize(ctx.jwtSecret), async (req, res) => {
    const userId = principal(req).sub;
    const now = ctx.now();
    const [user, subscription, businessProfile] = await Promise.all([
      requireUserView(ctx, userId),
      getSubscription(ctx.readStore, userId),
      getBusinessProfile(ctx.readStore, userId),
    ]);
    const usage = await monthlyUsage(ctx.readStore, userId, subscription.tier, now);
    res.json({
      success: true,
      user,
      subscription,
      businessProfile,
      usagePeriod: usagePeriod(now),
      usage,
      features: tierById(subscription.tier).features,
      nextSteps: nextSteps(user, usage),
    });
  });

  return router;
}
