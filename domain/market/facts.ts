import type { Decider, DomainEvent } from '../shared/decider.ts';
import type { KnowledgeItem } from './knowledge.ts';

/**
 * One stream per knowledge item, `fact-<id>`. Every kind (indicator, rule, step, program…) is a
 * fact here: they share one schema and one life cycle (published, revised, retired), and the kind
 * says how a page shows it. The content hash travels in the event, so an import compares against
 * the log rather than against a read model that may still be catching up.
 */
type FactRef = { factId: string; file: string; hash: string; at: string };
export type FactPublished = DomainEvent<'FactPublished', FactRef & { item: KnowledgeItem }>;
export type FactRevised = DomainEvent<'FactRevised', FactRef & { item: KnowledgeItem }>;
export type FactRetired = DomainEvent<'FactRetired', { factId: string; file: string; at: string }>;
export type FactEvent = FactPublished | FactRevised | FactRetired;
export const FACT_EVENT_TYPES = ['FactPublished', 'FactRevised', 'FactRetired'] as const;

export type FactState = { status: 'none' | 'live' | 'retired'; hash: string | null };

export type ImportFact = { type: 'ImportFact'; data: { item: KnowledgeItem; hash: string; file: string; now: string } };
export type RetireFact = { type: 'RetireFact'; data: { factId: string; file: string; now: string } };
export type FactCommand = ImportFact | RetireFact;

export const factStream = (id: string): string => `fact-${id}`;

export function decide(command: FactCommand, state: FactState): FactEvent[] {
  if (command.type === 'RetireFact') {
    const { factId, file, now } = command.data;
    return state.status === 'live' ? [{ type: 'FactRetired', data: { factId, file, at: now } }] : [];
  }
  const { item, hash, file, now } = command.data;
  const data = { factId: item.id, file, hash, at: now, item };
  // A retired item that comes back is published again: readers see it as new, history keeps both.
  if (state.status !== 'live') return [{ type: 'FactPublished', data }];
  return state.hash === hash ? [] : [{ type: 'FactRevised', data }];
}

export const factDecider: Decider<FactState, FactCommand, FactEvent> = {
  initialState: () => ({ status: 'none', hash: null }),
  evolve: (state, event) => (event.type === 'FactRetired' ? { ...state, status: 'retired' } : { status: 'live', hash: event.data.hash }),
  decide,
};
