import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { lowestTierFor, tiers, type FeatureValue } from '../../../../domain/subscriptions/tiers.ts';
import { requiredTierFor } from '../../../../domain/subscriptions/policy.ts';
import { routes } from '@contracts/paths.ts';
import { defaultLayoutPages } from '../routes.tsx';
import type { GuardHandle } from './with-guards.ts';

const flat = (list: RouteObject[]): RouteObject[] => list.flatMap((r) => [r, ...flat(r.children ?? [])]);
const handleOf = (path: string) => flat(defaultLayoutPages).find((r) => r.path === path)?.handle as GuardHandle | undefined;
/** The cheapest tier whose market reports reach one of these levels, from the one tier table. */
const lowestWithReports = (levels: FeatureValue[]) => [...tiers].sort((a, b) => a.rank - b.rank).find((t) => levels.includes(t.features.marketReports))?.id;

describe('tier routing follows tiers.ts', () => {
  it('puts /market/free-enhanced at the cheapest tier with full reports, its server check on a feature that starts there too', () => {
    const handle = handleOf(routes.marketFreeEnhanced)!;
    expect(handle.guards).toEqual(['auth', 'onboarding', 'tier-routing']);
    expect(handle.requiredTier).toBe(lowestWithReports(['full', 'fullExport', 'custom']));
    expect(lowestTierFor(handle.feature as 'partnerMatches')).toBe(handle.requiredTier);
  });

  it('puts the report export at the cheapest tier whose reports include the export', () => {
    const handle = handleOf(routes.marketReportExport)!;
    expect(handle.guards).toContain('tier-routing');
    expect(handle.requiredTier).toBe(lowestWithReports(['fullExport', 'custom']));
  });

  it('asks the same policy as the API: the tier of each page is the tier its door opens at', () => {
    expect(handleOf(routes.marketFreeEnhanced)!.requiredTier).toBe(requiredTierFor('partnerMatch'));
    expect(handleOf(routes.marketReportExport)!.requiredTier).toBe(requiredTierFor('reportExport'));
  });

  it('leaves /market open to every tier: each has some market searches', () => {
    expect(handleOf(routes.market)!.guards).not.toContain('tier-routing');
    expect(tiers.every((t) => t.features.marketSearches !== false && t.features.marketSearches !== 0)).toBe(true);
  });
});
