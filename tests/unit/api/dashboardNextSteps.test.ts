import { describe, expect, it } from 'vitest';
import { nextSteps } from '../../../api/routes/dashboard.ts';
import type { UserView } from '../../../projections/queries/users.ts';
import type { UsageView } from '../../../projections/queries/usage.ts';

const user = (role: UserView['role']) => ({ role, emailVerified: true, businessInfoCompleted: false, subscriptionTier: 'professional' }) as UserView;
const usage = { marketSearches: { used: 1, limit: null }, consultations: { used: 1, limit: 4 } } as unknown as UsageView;

describe('the dashboard’s next steps (issue 17 item 8)', () => {
  it('ask only a business user for a business profile', () => {
    expect(nextSteps(user('user'), usage).map((s) => s.id)).toEqual(['complete-profile']);
    expect(nextSteps(user('expert'), usage)).toEqual([]);
    expect(nextSteps(user('analyst'), usage)).toEqual([]);
  });
});
