import { DomainError } from '../shared/errors.ts';
import type {
  BusinessOnboardingCompleted,
  BusinessProfile,
  BusinessProfileEvent,
  BusinessProfileState,
  BusinessProfileUpdated,
  ProfileChanges,
  WelcomeEmailRequested,
} from './businessProfile.ts';

export type CompleteOnboarding = { type: 'CompleteOnboarding'; data: { userId: string; profile: BusinessProfile; now: string } };

export type RequestWelcomeEmail = {
  type: 'RequestWelcomeEmail';
  data: { userId: string; email: string; language: string; now: string };
};

export type BusinessProfileCommand = CompleteOnboarding | RequestWelcomeEmail;

/**
 * The first submission completes onboarding; a later one records only the fields that differ,
 * so repeating the same submission records nothing.
 */
export function completeOnboarding(
  command: CompleteOnboarding,
  state: BusinessProfileState,
): (BusinessOnboardingCompleted | BusinessProfileUpdated)[] {
  const { userId, profile, now } = command.data;
  if (state.status === 'none') return [{ type: 'BusinessOnboardingCompleted', data: { userId, profile, completedAt: now } }];
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(profile) as (keyof BusinessProfile)[]) {
    if (key === 'package') continue;
    if (JSON.stringify(profile[key]) !== JSON.stringify(state.profile[key])) changes[key] = profile[key];
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'BusinessProfileUpdated', data: { userId, changes: changes as ProfileChanges, updatedAt: now } }];
}

export function requestWelcomeEmail(command: RequestWelcomeEmail, state: BusinessProfileState): WelcomeEmailRequested[] {
  if (state.status !== 'completed') {
    throw new DomainError('ONBOARDING_REQUIRED', 'Complete your business profile before requesting the welcome email');
  }
  if (state.welcomeEmailRequested) return [];
  const { userId, email, language, now } = command.data;
  return [{ type: 'WelcomeEmailRequested', data: { userId, email, language, requestedAt: now } }];
}

export function decide(command: BusinessProfileCommand, state: BusinessProfileState): BusinessProfileEvent[] {
  switch (command.type) {
    case 'CompleteOnboarding':
      return completeOnboarding(command, state);
    case 'RequestWelcomeEmail':
      return requestWelcomeEmail(command, state);
  }
}
