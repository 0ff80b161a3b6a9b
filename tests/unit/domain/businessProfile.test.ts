import { describe, it } from 'vitest';
import { businessProfileDecider } from '../../../domain/businessProfiles/decider.ts';
import type { BusinessOnboardingCompleted, BusinessProfile } from '../../../domain/businessProfiles/businessProfile.ts';
import { deciderSpec } from '../support/deciderSpec.ts';

const given = deciderSpec(businessProfileDecider);
const now = '2026-11-22T10:00:00.000Z';
const later = '2026-11-23T10:00:00.000Z';
const profile: BusinessProfile = {
  companyName: 'Acme GmbH',
  country: 'DE',
  industry: 'energy',
  companySize: '11-50',
  website: 'https://acme.example',
  goals: ['market entry'],
  timeline: '3-6m',
  services: ['partner matching'],
  package: 'starter',
};
const completed: BusinessOnboardingCompleted = { type: 'BusinessOnboardingCompleted', data: { userId: 'u1', profile, completedAt: now } };
const welcome = { type: 'RequestWelcomeEmail' as const, data: { userId: 'u1', email: 'ann@example.com', language: 'ar', now } };

describe('business profile decider', () => {
  it('completes onboarding with the submitted profile', () => {
    given([]).when({ type: 'CompleteOnboarding', data: { userId: 'u1', profile, now } }).then([completed]);
  });

  it('records nothing when the same onboarding is submitted again', () => {
    given([completed]).when({ type: 'CompleteOnboarding', data: { userId: 'u1', profile: { ...profile, goals: ['market entry'] }, now: later } }).thenNothingHappens();
  });

  it('records only changed fields on a later submission, and never the package', () => {
    given([completed])
      .when({ type: 'CompleteOnboarding', data: { userId: 'u1', profile: { ...profile, goals: ['hiring'], package: 'enterprise' }, now: later } })
      .then([{ type: 'BusinessProfileUpdated', data: { userId: 'u1', changes: { goals: ['hiring'] }, updatedAt: later } }]);
  });

  it('requests the welcome email once per user', () => {
    given([completed])
      .when(welcome)
      .then([{ type: 'WelcomeEmailRequested', data: { userId: 'u1', email: 'ann@example.com', language: 'ar', requestedAt: now } }]);
    given([completed, { type: 'WelcomeEmailRequested', data: { userId: 'u1', email: 'ann@example.com', language: 'ar', requestedAt: now } }])
      .when({ ...welcome, data: { ...welcome.data, language: 'en', now: later } })
      .thenNothingHappens();
  });

  it('refuses the welcome email before onboarding is complete', () => {
    given([]).when(welcome).thenThrows('ONBOARDING_REQUIRED');
  });
});
