import type { DomainEvent } from '../shared/decider.ts';
import type { TierId } from '../subscriptions/tiers.ts';

/** Pure data, importable by web/ for the onboarding form's choices. */
export const INDUSTRIES = [
  'agriculture',
  'medical-health',
  'energy',
  'industrial-manufacturing',
  'automotive-aeronautics',
  'building-public-works',
  'technology-it',
  'trade-distribution',
  'tourism-hospitality',
  'banking-finance',
  'media-communication',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

export const TIMELINES = ['0-3m', '3-6m', '6-12m', '12m+'] as const;
export type Timeline = (typeof TIMELINES)[number];

export type BusinessProfile = {
  companyName: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  industry: Industry;
  companySize: CompanySize;
  website: string | null;
  goals: string[];
  timeline: Timeline;
  services: string[];
  /** The package picked at onboarding, or null for none (free). */
  package: TierId | null;
};

/** Fields a later resubmission may change; the package only ever seeds the first plan. */
export type ProfileChanges = Partial<Omit<BusinessProfile, 'package'>>;

export type BusinessOnboardingCompleted = DomainEvent<
  'BusinessOnboardingCompleted',
  { userId: string; profile: BusinessProfile; completedAt: string }
>;

export type BusinessProfileUpdated = DomainEvent<'BusinessProfileUpdated', { userId: string; changes: ProfileChanges; updatedAt: string }>;

/** Picked up by the mail outbox; at most one per user. */
export type WelcomeEmailRequested = DomainEvent<
  'WelcomeEmailRequested',
  { userId: string; email: string; language: string; requestedAt: string }
>;

export type BusinessProfileEvent = BusinessOnboardingCompleted | BusinessProfileUpdated | WelcomeEmailRequested;

export type BusinessProfileState =
  | { status: 'none'; welcomeEmailRequested: boolean }
  | { status: 'completed'; profile: BusinessProfile; completedAt: string; updatedAt: string; welcomeEmailRequested: boolean };

export const initialState = (): BusinessProfileState => ({ status: 'none', welcomeEmailRequested: false });

export function evolve(state: BusinessProfileState, event: BusinessProfileEvent): BusinessProfileState {
  switch (event.type) {
    case 'BusinessOnboardingCompleted': {
      const { profile, completedAt } = event.data;
      return { status: 'completed', profile, completedAt, updatedAt: completedAt, welcomeEmailRequested: state.welcomeEmailRequested };
    }
    case 'BusinessProfileUpdated':
      if (state.status !== 'completed') return state;
      return { ...state, profile: { ...state.profile, ...event.data.changes }, updatedAt: event.data.updatedAt };
    case 'WelcomeEmailRequested':
      return { ...state, welcomeEmailRequested: true };
  }
}

export const businessProfileStream = (userId: string): string => `businessProfile-${userId}`;
