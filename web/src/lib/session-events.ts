// One app-wide signal for "the session is gone": the 401 handler and the startup expiry check (accounts issue)
// raise it; the banner listens. A window event keeps the raisers free of any React dependency.
export const SESSION_EXPIRED_EVENT = 'bawaba:session-expired';

export function raiseSessionExpired(): void {
  window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
}

export function onSessionExpired(listener: () => void): () => void {
  window.addEventListener(SESSION_EXPIRED_EVENT, listener);
  return () => window.removeEventListener(SESSION_EXPIRED_EVENT, listener);
}
