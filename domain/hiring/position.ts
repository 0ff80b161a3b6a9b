import type { Decider, DomainEvent } from '../shared/decider.ts';
import { DomainError } from '../shared/errors.ts';

/** An open job at Bawaba, written by an admin; stream `position-<id>`. /hire lists the open ones. */
export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type PositionDetails = { title: string; team: string; location: string; employmentType: EmploymentType; description: string };

export type PositionOpened = DomainEvent<'PositionOpened', PositionDetails & { positionId: string; by: string; at: string }>;
export type PositionRevised = DomainEvent<'PositionRevised', PositionDetails & { positionId: string; by: string; at: string }>;
export type PositionClosed = DomainEvent<'PositionClosed', { positionId: string; by: string; at: string }>;
export type PositionEvent = PositionOpened | PositionRevised | PositionClosed;
export const POSITION_EVENT_TYPES = ['PositionOpened', 'PositionRevised', 'PositionClosed'] as const;

export type PositionState = { status: 'none' | 'open' | 'closed'; details?: PositionDetails };

export type OpenPosition = { type: 'OpenPosition'; data: PositionDetails & { positionId: string; by: string; now: string } };
export type RevisePosition = { type: 'RevisePosition'; data: PositionDetails & { positionId: string; by: string; now: string } };
export type ClosePosition = { type: 'ClosePosition'; data: { positionId: string; by: string; now: string } };
export type PositionCommand = OpenPosition | RevisePosition | ClosePosition;

export const positionStream = (id: string): string => `position-${id}`;

const notFound = (positionId: string) => new DomainError('NOT_FOUND', 'Position not found', { positionId });
const KEYS = ['title', 'team', 'location', 'employmentType', 'description'] as const;

export function decide(command: PositionCommand, state: PositionState): PositionEvent[] {
  const { now, ...data } = command.data;
  switch (command.type) {
    case 'OpenPosition':
      return state.status === 'none' ? [{ type: 'PositionOpened', data: { ...(data as PositionOpened['data']), at: now } }] : [];
    case 'RevisePosition': {
      if (state.status === 'none') throw notFound(data.positionId);
      if (state.status === 'closed') throw new DomainError('INVALID_TRANSITION', 'A closed position can no longer change', { positionId: data.positionId });
      const next = data as PositionRevised['data'];
      return KEYS.every((k) => state.details?.[k] === next[k]) ? [] : [{ type: 'PositionRevised', data: { ...next, at: now } }];
    }
    case 'ClosePosition':
      if (state.status === 'none') throw notFound(data.positionId);
      return state.status === 'closed' ? [] : [{ type: 'PositionClosed', data: { positionId: data.positionId, by: data.by, at: now } }];
  }
}

const detailsOf = (d: PositionDetails): PositionDetails => ({ title: d.title, team: d.team, location: d.location, employmentType: d.employmentType, description: d.description });

export function evolve(state: PositionState, event: PositionEvent): PositionState {
  switch (event.type) {
    case 'PositionOpened':
    case 'PositionRevised':
      return { status: 'open', details: detailsOf(event.data) };
    case 'PositionClosed':
      return { ...state, status: 'closed' };
  }
}

export const positionDecider: Decider<PositionState, PositionCommand, PositionEvent> = { initialState: () => ({ status: 'none' }), evolve, decide };
