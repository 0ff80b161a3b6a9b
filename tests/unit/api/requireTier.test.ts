import { describe, it, expect } from 'vitest';
import type { Request, Response } from 'express';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import { requireTier } from '../../../api/http/guards.ts';
import { HttpError } from '../../../api/http/errors.ts';
import { subscriptionsProjection } from '../../../projections/subscriptions.ts';

/** Runs the guard for a user whose token claims enterprise, whatever the read model says. */
async function run(store: EmbeddedReadStore, userId: string, feature: Parameters<typeof requireTier>[1]): Promise<unknown> {
  const req = { principal: { sub: userId, role: 'user', tier: 'enterprise', exp: 9_999_999_999 } } as unknown as Request;
  return new Promise((resolve) => requireTier(store, feature)(req, {} as Response, (err?: unknown) => resolve(err)));
}

describe('requireTier', () => {
  it('reads the tier from the subscription read model, not from the token', async () => {
    const store = new EmbeddedReadStore();
    const refused = await run(store, 'u1', 'partnerMatches');
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ code: 'TIER_REQUIRED', extra: { currentTier: 'free', requiredTier: 'starter' } });
    expect(await run(store, 'u1', 'marketSearches')).toBeUndefined();

    await subscriptionsProjection.apply(
      {
        id: 'e1', streamName: 'subscription-u1', revision: 0, position: { commit: 1n, prepare: 1n }, type: 'SubscriptionChanged', metadata: {}, createdAt: '',
        data: { userId: 'u1', tier: 'starter', billingPeriod: 'monthly', promoCode: null, startDate: 'x', previousTier: 'free', source: 'user', changedAt: 'x' },
      },
      store,
    );
    expect(await run(store, 'u1', 'partnerMatches')).toBeUndefined();
    expect(await run(store, 'u1', 'expertChat')).toMatchObject({ code: 'TIER_REQUIRED', extra: { requiredTier: 'professional' } });
  });
});
