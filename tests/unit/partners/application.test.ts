import { describe, it } from 'vitest';
import { deciderSpec } from '../support/deciderSpec.ts';
import { applicationDecider, type ApplicationEvent, type PartnerApplied } from '../../../domain/partners/application.ts';
import { matchAllowanceDecider, type PartnerMatchesRequested } from '../../../domain/partners/matchAllowance.ts';

const spec = deciderSpec(applicationDecider);
const id = 'a1';
const at = '2026-11-23T10:00:00.000Z';
const details = {
  name: 'Example Law', type: 'law-firm' as const, sectors: ['energy' as const], cities: ['Riyadh'], languages: ['ar', 'en'],
  services: ['licensing'], website: 'https://law.example', contactEmail: 'pii1.a1.sealed',
};
const applied: PartnerApplied = { type: 'PartnerApplied', data: { ...details, applicationId: id, appliedAt: at } };
const decision = { applicationId: id, by: 'admin1', note: null, at };
const approved: ApplicationEvent = { type: 'PartnerApproved', data: decision };
const rejected: ApplicationEvent = { type: 'PartnerRejected', data: { ...decision, note: 'Not a firm' } };
const approve = { type: 'Approve' as const, data: { applicationId: id, by: 'admin1', note: null, now: at } };
const reject = { type: 'Reject' as const, data: { applicationId: id, by: 'admin1', note: 'Not a firm', now: at } };
const verify = (verified: boolean) => ({ type: 'Verify' as const, data: { applicationId: id, by: 'admin1', verified, now: at } });

describe('partner application', () => {
  it('records an application as pending', () => spec([]).when({ type: 'Apply', data: { ...details, applicationId: id, now: at } }).then([applied]));
  it('records a repeated application once', () => spec([applied]).when({ type: 'Apply', data: { ...details, applicationId: id, now: at } }).thenNothingHappens());
  it('approves a pending application', () => spec([applied]).when(approve).then([approved]));
  it('rejects a pending application with the note', () => spec([applied]).when(reject).then([rejected]));
  it('changes nothing when approved twice', () => spec([applied, approved]).when(approve).thenNothingHappens());
  it('changes nothing when rejected twice', () => spec([applied, rejected]).when(reject).thenNothingHappens());
  it('refuses to reject an approved application', () => spec([applied, approved]).when(reject).thenThrows('INVALID_TRANSITION', { status: 'approved' }));
  it('refuses to approve a rejected application', () => spec([applied, rejected]).when(approve).thenThrows('INVALID_TRANSITION', { status: 'rejected' }));
  it('answers NOT_FOUND for an unknown application', () => spec([]).when(approve).thenThrows('NOT_FOUND'));
  it('marks an approved partner verified, once', () => {
    spec([applied, approved]).when(verify(true)).then([{ type: 'PartnerVerified', data: { applicationId: id, by: 'admin1', verified: true, at } }]);
    spec([applied, approved, { type: 'PartnerVerified', data: { applicationId: id, by: 'admin1', verified: true, at } }]).when(verify(true)).thenNothingHappens();
  });
  it('refuses to verify a partner not approved', () => spec([applied]).when(verify(true)).thenThrows('INVALID_TRANSITION'));
});

describe('partner matching allowance', () => {
  const allowance = deciderSpec(matchAllowanceDecider);
  const counted = (requestId: string): PartnerMatchesRequested => ({ type: 'PartnerMatchesRequested', data: { requestId, userId: 'u1', month: '2026-11', matches: 3, at } });
  const count = (requestId: string, tier: 'free' | 'starter' | 'enterprise') => ({ type: 'CountMatch' as const, data: { ...counted(requestId).data, tier } });

  it('counts a request within the allowance', () => allowance([]).when(count('r1', 'starter')).then([counted('r1')]));
  it('refuses a free user: partner matching is not in the plan', () =>
    allowance([]).when(count('r1', 'free')).thenThrows('QUOTA_EXCEEDED', { feature: 'partnerMatches', limit: 0, used: 0, upgradeTo: 'starter' }));
  it("refuses the sixth request of a starter's month", () => {
    const five = ['r1', 'r2', 'r3', 'r4', 'r5'].map(counted);
    allowance(five).when(count('r6', 'starter')).thenThrows('QUOTA_EXCEEDED', { limit: 5, used: 5, upgradeTo: 'professional' });
  });
  it('never limits enterprise', () => allowance(['r1', 'r2', 'r3', 'r4', 'r5', 'r6'].map(counted)).when(count('r7', 'enterprise')).then([counted('r7')]));
});
