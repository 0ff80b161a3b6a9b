// One app-wide signal for "the session is gone": the 401 handler and the startup expiry check raise it;
// the banner listens. A window event keeps the raisers free of any React dependency.
export const SESSION_EXPIRED_EVENT = 'bawaba:session-expired';

// The startup check runs before React mounts the banner, and may even reload the page to /login: a raise
// nobody heard is kept for this tab (briefly) and delivered to the first listener.
const UNHEARD_KEY = 'bawaba.sessionExpiredAt';
const UNHEARD_FOR_MS = 10_000;

export function raiseSessionExpired(): void {
  const event = new CustomEvent(SESSION_EXPIRED_EVENT, { cancelable: true });
  window.dispatchEvent(event);
  // A listener calls preventDefault to say it showed the notice.
  if (!event.defaultPrevented) sessionStorage.setItem(UNHEARD_KEY, String(Date.now()));
}

export function onSessionExpired(listener: () => void): () => void {
  const handler = (event: Event) => {
    event.preventDefault();
    listener();
  };
  window.addEventListener(SESSION_EXPIRED_EVENT, handler);
  const raisedAt = Number(sessionStorage.getItem(UNHEARD_KEY));
  if (raisedAt) {
    sessionStorage.removeItem(UNHEARD_KEY);
    if (Date.now() - raisedAt < UNHEARD_FOR_MS) listener();
  }
  return () => window.removeEventListener(SESSION_EXPIRED_EVENT, handler);
}
