import { describe, it, expect } from 'vitest';
import type { Request, Response } from 'express';
import { EmbeddedReadStore } from '../../../infra/readstore/embedded.ts';
import { requireAccess } from '../../../api/http/guards.ts';
import { subscriptionsProjection } from '../../../projections/subscriptions.ts';

/** Runs the guard for a user whose token claims enterprise, whatever the read model says. */
async function run(store: EmbeddedReadStore, userId: string, feature: Parameters<typeof requireAccess>[1]): Promise<unknown> {
  const req = { principal: { sub: userId, role: 'user', tier: 'enterprise', exp: 9_999_999_999 } } as unknown as Request;
  return new Promise((resolve) => requireAccess(store, feature)(req, {} as Response, (err?: unknown) => resolve(err)));
}

describe('requireAccess', () => {
  it('reads the tier from the subscription read model, not from the token', async () => {
    const store = new EmbeddedReadStore();
    const refused = await run(store, 'u1', 'assistantPartners');
    expect(refused).toMatchObject({ code: 'TIER_REQUIRED', details: { currentTier: 'free', requiredTier: 'starter' } });
    expect(await run(store, 'u1', 'marketSearch')).toBeUndefined();

    await subscriptionsProjection.apply(
      {
        id: 'e1', streamName: 'subscription-u1', revision: 0, position: { commit: 1n, prepare: 1n }, type: 'SubscriptionChanged', metadata: {}, createdAt: '',
        data: { userId: 'u1', tier: 'starter', billingPeriod: 'monthly', promoCode: null, startDate: 'x', previousTier: 'free', source: 'user', changedAt: 'x' },
      },
      store,
    );
    expect(await run(store, 'u1', 'assistantPartners')).toBeUndefined();
    expect(await run(store, 'u1', 'reportExport')).toMatchObject({ code: 'TIER_REQUIRED', details: { feature: 'marketReports', requiredTier: 'professional' } });
  });
});
