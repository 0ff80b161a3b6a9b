import { expertDecider, expertStream, type ExpertProfile } from '../../domain/consultations/expertProfile.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import type { CommandContext } from '../context.ts';
import { handleCommand, loadState } from '../handleCommand.ts';

export type ConsultationDeps = { now: () => Date; context: CommandContext };

export function updateExpertProfile(store: EventStore, expertId: string, profile: ExpertProfile, deps: ConsultationDeps) {
  return handleCommand(
    store,
    expertStream(expertId),
    expertDecider,
    { type: 'UpdateExpertProfile', data: { expertId, profile, now: deps.now().toISOString() } },
    { context: deps.context },
  );
}

export async function loadExpertProfile(store: EventStore, expertId: string): Promise<ExpertProfile | null> {
  return (await loadState(store, expertStream(expertId), expertDecider)).profile;
}
