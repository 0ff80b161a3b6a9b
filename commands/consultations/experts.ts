import { expertDecider, expertStream, type ExpertProfile } from '../../domain/consultations/expertProfile.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import type { CommandContext } from '../context.ts';
import { handleCommand, loadState } from '../handleCommand.ts';
import { cipherFor, sealedDecider, type Vault } from '../users/personal.ts';

export type ConsultationDeps = { now: () => Date; context: CommandContext };

/** The display name, headline and bio describe the expert: sealed with their key (SEALED_FIELDS). */
export async function updateExpertProfile(store: EventStore, expertId: string, profile: ExpertProfile, deps: ConsultationDeps & { vault: Vault }) {
  const cipher = await cipherFor(deps.vault, store, expertId, deps.now());
  return handleCommand(
    store,
    expertStream(expertId),
    sealedDecider(expertDecider, cipher),
    { type: 'UpdateExpertProfile', data: { expertId, profile, now: deps.now().toISOString() } },
    { context: deps.context },
  );
}

/** The profile as its stream holds it: the display name, headline and bio still sealed. */
export async function loadExpertProfile(store: EventStore, expertId: string): Promise<ExpertProfile | null> {
  return (await loadState(store, expertStream(expertId), expertDecider)).profile;
}
