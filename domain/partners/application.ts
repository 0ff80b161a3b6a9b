import type { Decider, DomainEvent } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';
import type { Industry } from '../businessProfiles/businessProfile.ts';
import type { PartnerType } from './partner.ts';

/**
 * A firm's application to the directory, one stream each: `partnerApplication-<id>`. It is listed
 * only once approved, and shown as verified only once an admin says so. The personal fields
 * (domain/shared/personalFields.ts) are sealed as they are decided (commands/partners).
 */
export type ApplicationDetails = {
  name: string;
  type: Exclude<PartnerType, 'public-program'>;
  sectors: Industry[];
  cities: string[];
  languages: string[];
  services: string[];
  website: string | null;
  contactEmail: string;
};
type Decision = { applicationId: string; by: string; note: string | null; at: string };

export type PartnerApplied = DomainEvent<'PartnerApplied', ApplicationDetails & { applicationId: string; appliedAt: string }>;
export type PartnerApproved = DomainEvent<'PartnerApproved', Decision>;
export type PartnerRejected = DomainEvent<'PartnerRejected', Decision>;
export type PartnerVerified = DomainEvent<'PartnerVerified', { applicationId: string; by: string; verified: boolean; at: string }>;
export type ApplicationEvent = PartnerApplied | PartnerApproved | PartnerRejected | PartnerVerified;
export const APPLICATION_EVENT_TYPES = ['PartnerApplied', 'PartnerApproved', 'PartnerRejected', 'PartnerVerified'] as const;

export type ApplicationStatus = 'none' | 'pending' | 'approved' | 'rejected';
export type ApplicationState = { status: ApplicationStatus; verified: boolean };

export type Apply = { type: 'Apply'; data: ApplicationDetails & { applicationId: string; now: string } };
export type Approve = { type: 'Approve'; data: { applicationId: string; by: string; note: string | null; now: string } };
export type Reject = { type: 'Reject'; data: { applicationId: string; by: string; note: string | null; now: string } };
export type Verify = { type: 'Verify'; data: { applicationId: string; by: string; verified: boolean; now: string } };
export type ApplicationCommand = Apply | Approve | Reject | Verify;

export const applicationStream = (id: string): string => `partnerApplication-${id}`;

const notFound = (id: string) => new DomainError('NOT_FOUND', 'Partner application not found', { applicationId: id });

function decideOutcome(command: Approve | Reject, state: ApplicationState): ApplicationEvent[] {
  const { applicationId, by, note, now } = command.data;
  if (state.status === 'none') throw notFound(applicationId);
  const wanted = command.type === 'Approve' ? 'approved' : 'rejected';
  // A repeated decision (a double click, a retry) changes nothing; reversing one needs a new application.
  if (state.status === wanted) return [];
  if (state.status !== 'pending') {
    throw new DomainError('INVALID_TRANSITION', `This application was already ${state.status}`, { applicationId, status: state.status });
  }
  const data = { applicationId, by, note, at: now };
  return [command.type === 'Approve' ? { type: 'PartnerApproved', data } : { type: 'PartnerRejected', data }];
}

export function decide(command: ApplicationCommand, state: ApplicationState): ApplicationEvent[] {
  switch (command.type) {
    case 'Apply': {
      if (state.status !== 'none') return [];
      const { now, ...details } = command.data;
      return [{ type: 'PartnerApplied', data: { ...details, appliedAt: now } }];
    }
    case 'Approve':
    case 'Reject':
      return decideOutcome(command, state);
    case 'Verify': {
      const { applicationId, by, verified, now } = command.data;
      if (state.status === 'none') throw notFound(applicationId);
      if (state.status !== 'approved') {
        throw new DomainError('INVALID_TRANSITION', 'Only an approved partner can be marked verified', { applicationId, status: state.status });
      }
      return state.verified === verified ? [] : [{ type: 'PartnerVerified', data: { applicationId, by, verified, at: now } }];
    }
  }
}

export function evolve(state: ApplicationState, event: ApplicationEvent): ApplicationState {
  switch (event.type) {
    case 'PartnerApplied':
      return { status: 'pending', verified: false };
    case 'PartnerApproved':
      return { ...state, status: 'approved' };
    case 'PartnerRejected':
      return { ...state, status: 'rejected' };
    case 'PartnerVerified':
      return { ...state, verified: event.data.verified };
  }
}

export const applicationDecider: Decider<ApplicationState, ApplicationCommand, ApplicationEvent> = {
  initialState: () => ({ status: 'none', verified: false }),
  evolve,
  decide,
};
