import { randomUUID } from 'node:crypto';
import type { EventStore } from '../../infra/eventstore/port.ts';
import type { ReadStore } from '../../infra/readstore/port.ts';
import { ensurePersonKey, erasePersonKey, openWith, personKey, sealFor } from '../../infra/security/personalData.ts';
import { handleCommand, loadState } from '../handleCommand.ts';
import { withoutPersonalData, type CommandContext } from '../context.ts';
import { positionDecider, positionStream, type PositionDetails } from '../../domain/hiring/position.ts';
import { jobApplicationDecider, jobApplicationStream, type Applicant, type ApplicationStatus, type CvFile } from '../../domain/hiring/application.ts';

type Deps = { now: () => Date; context: CommandContext };

export function openPosition(store: EventStore, input: PositionDetails & { by: string }, deps: Deps) {
  const positionId = randomUUID();
  const command = { type: 'OpenPosition' as const, data: { ...input, positionId, now: deps.now().toISOString() } };
  return handleCommand(store, positionStream(positionId), positionDecider, command, { context: deps.context }).then((r) => ({ positionId, ...r }));
}

export function revisePosition(store: EventStore, input: PositionDetails & { positionId: string; by: string }, deps: Deps) {
  const command = { type: 'RevisePosition' as const, data: { ...input, now: deps.now().toISOString() } };
  return handleCommand(store, positionStream(input.positionId), positionDecider, command, { context: deps.context });
}

export function closePosition(store: EventStore, input: { positionId: string; by: string }, deps: Deps) {
  const command = { type: 'ClosePosition' as const, data: { ...input, now: deps.now().toISOString() } };
  return handleCommand(store, positionStream(input.positionId), positionDecider, command, { context: deps.context });
}

/**
 * Every personal field is sealed with the application's own key before it reaches the log; the
 * position must be open, as its own stream says. The stream keeps no IP or user agent.
 */
export async function submitApplication(
  store: EventStore,
  keys: ReadStore,
  input: Applicant & { applicationId: string; positionId: string; cv: CvFile; language: string },
  deps: Deps,
) {
  const now = deps.now();
  const { applicationId, positionId, cv, language, ...applicant } = input;
  const position = await loadState(store, positionStream(positionId), positionDecider);
  const key = await ensurePersonKey(keys, applicationId, now);
  const seal = (value: string) => sealFor(key, applicationId, value);
  const data = {
    applicationId,
    name: seal(applicant.name),
    email: seal(applicant.email),
    linkedinUrl: seal(applicant.linkedinUrl),
    coverNote: seal(applicant.coverNote),
    position: { id: positionId, status: position.status, title: position.details?.title ?? '' },
    cv,
    language,
    now: now.toISOString(),
  };
  return handleCommand(store, jobApplicationStream(applicationId), jobApplicationDecider, { type: 'SubmitApplication', data }, { context: withoutPersonalData(deps.context) });
}

/** The admin's note is about the applicant, so it is sealed with their key too (and shredded with it). */
export async function setApplicationStatus(store: EventStore, keys: ReadStore, input: { applicationId: string; status: ApplicationStatus; note: string | null; by: string }, deps: Deps) {
  const { applicationId } = input;
  const state = await loadState(store, jobApplicationStream(applicationId), jobApplicationDecider);
  const key = await personKey(keys, applicationId);
  const previous = state.note && key && key !== 'erased' ? openWith(key, state.note) : null;
  const note = input.note && key && key !== 'erased' ? sealFor(key, applicationId, input.note) : null;
  const data = { ...input, note, noteChanged: (input.note ?? null) !== previous, now: deps.now().toISOString() };
  return handleCommand(store, jobApplicationStream(applicationId), jobApplicationDecider, { type: 'SetApplicationStatus', data }, { context: deps.context });
}

/**
 * Erasure: the event, then the key (every sealed field becomes unreadable). The caller deletes the
 * CV file after; a repeat finishes an interrupted erasure, appending nothing.
 */
export async function eraseApplication(store: EventStore, keys: ReadStore, input: { applicationId: string; by: string }, deps: Deps) {
  const now = deps.now();
  const result = await handleCommand(store, jobApplicationStream(input.applicationId), jobApplicationDecider, { type: 'EraseApplication', data: { ...input, now: now.toISOString() } }, {
    context: deps.context,
  });
  await erasePersonKey(keys, input.applicationId, now);
  return result;
}
