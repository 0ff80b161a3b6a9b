import { createHash } from 'node:crypto';
import { canonicalJson } from '../domain/shared/canonicalJson.ts';
import { requestKeyDecider, requestKeyStream, type Answered } from '../domain/requestKeys/requestKey.ts';
import type { EventStore } from '../infra/eventstore/port.ts';
import type { CommandContext } from './context.ts';
import { derivedId } from './conversations/sealing.ts';
import { handleCommand, loadState } from './handleCommand.ts';

/** What makes two requests the same request: where they were sent and their (validated) body. */
export const requestHash = (scope: string, body: unknown): string => createHash('sha256').update(`${scope}\u0000${canonicalJson(body)}`).digest('base64url');

/** A key is one user's: two users sending the same key never meet. */
export const keyId = (userId: string, key: string): string => derivedId('request-key', userId, key);

export async function loadAnswer(store: EventStore, userId: string, key: string) {
  return loadState(store, requestKeyStream(keyId(userId, key)), requestKeyDecider);
}

export function recordAnswer(store: EventStore, userId: string, key: string, scope: string, answered: Answered, context: CommandContext, now: Date) {
  const command = { type: 'RecordAnswer' as const, data: { ...answered, userId, scope, now: now.toISOString() } };
  return handleCommand(store, requestKeyStream(keyId(userId, key)), requestKeyDecider, command, { context });
}
