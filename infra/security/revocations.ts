import { ACCESS_TOKEN_TTL_S } from './tokens.ts';

/**
 * Access tokens are stateless JWTs, so a revoked session's token would otherwise live out its 15
 * minutes. Each API process keeps the ids of sessions and session families revoked in the last
 * token lifetime (ids are UUIDs, so one set holds both kinds), fed
 * from the projected event feed (every API process sees it), and the guard refuses them.
 * One process serves one app, hence one module-level list.
 */
class RevokedSessions {
  readonly #until = new Map<string, number>();

  add(sessionIds: string[], nowMs = Date.now()): void {
    const until = nowMs + ACCESS_TOKEN_TTL_S * 1000;
    for (const id of sessionIds) this.#until.set(id, until);
    if (this.#until.size > 10_000) this.#prune(nowMs);
  }

  has(sessionId: string, nowMs = Date.now()): boolean {
    const until = this.#until.get(sessionId);
    return until !== undefined && until > nowMs;
  }

  #prune(nowMs: number): void {
    for (const [id, until] of this.#until) if (until <= nowMs) this.#until.delete(id);
  }
}

export const revokedSessions = new RevokedSessions();
