// Spec sections 4 and 5: the preemptive expiry check run on startup.

export const EXPIRY_MARGIN_S = 120;
export const SKEWED_EXPIRY_MARGIN_S = 300;
export const LARGE_SKEW_MS = 2 * 60_000;
export const CLOCK_OFFSET_KEY = 'bawaba.clockOffsetMs';

/** The claims of a JWT (not verified: the server does that), or null when they cannot be decoded. */
export function tokenClaims(token: string | null | undefined): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The exp claim (seconds) of a JWT, or null when it cannot be decoded or has none. */
export function tokenExpiry(token: string | null | undefined): number | null {
  const exp = tokenClaims(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp : null;
}

/**
 * True when the token cannot be decoded, has no exp, or expires within the margin: 120 s, or 300 s
 * when the server's clock (its Date header) and ours differ by more than 2 minutes.
 */
export function isTokenExpired(token: string | null | undefined, nowMs = Date.now(), clockOffsetMs = readClockOffset()): boolean {
  const exp = tokenExpiry(token);
  if (exp === null) return true;
  const margin = Math.abs(clockOffsetMs) > LARGE_SKEW_MS ? SKEWED_EXPIRY_MARGIN_S : EXPIRY_MARGIN_S;
  const serverNow = nowMs + clockOffsetMs;
  return exp * 1000 - serverNow <= margin * 1000;
}

/** Server time minus local time, as last seen in a Date header (0 until one was seen). */
export function readClockOffset(): number {
  const value = Number(localStorage.getItem(CLOCK_OFFSET_KEY));
  return Number.isFinite(value) ? value : 0;
}

/** Records the offset from an answer's Date header; called by the API client on every answer. */
export function noteServerDate(dateHeader: string | null, nowMs = Date.now()): void {
  if (!dateHeader) return;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return;
  // Date has a one-second resolution: keep offsets under that as zero to avoid churn.
  const offset = Math.abs(server - nowMs) < 1000 ? 0 : server - nowMs;
  try {
    localStorage.setItem(CLOCK_OFFSET_KEY, String(offset));
  } catch {
    // Storage full or blocked: the check falls back to the plain margin.
  }
}
