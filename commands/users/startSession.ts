import { randomUUID } from 'node:crypto';
import { userDecider } from '../../domain/users/decider.ts';
import { userStream } from '../../domain/users/user.ts';
import type { EventStore } from '../../infra/eventstore/port.ts';
import { REFRESH_TOKEN_TTL_MS, newRefreshToken } from '../../infra/security/tokens.ts';
import { handleCommand } from '../handleCommand.ts';

/** Opens a session and hands back the refresh token; only its hash reaches the event. */
export async function startSession(
  store: EventStore,
  userId: string,
  deps: { now: () => Date; familyId?: string; metadata?: Record<string, unknown> },
) {
  const sessionId = randomUUID();
  const { token, hash } = newRefreshToken(userId, sessionId);
  const now = deps.now();
  const result = await handleCommand(
    store,
    userStream(userId),
    userDecider,
    {
      type: 'StartSession',
      data: {
        userId,
        sessionId,
        familyId: deps.familyId ?? sessionId,
        refreshTokenHash: hash,
        expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS).toISOString(),
        now: now.toISOString(),
      },
    },
    { metadata: deps.metadata },
  );
  return { refreshToken: token, sessionId, position: result.position };
}
