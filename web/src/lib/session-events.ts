// One app-wide signal for "the session is gone": the 401 handler and the startup expiry check raise it;
// the banner listens. A window event keeps the raisers free of any React dependency.
export const SESSION_EXPIRED_EVENT = 'bawaba:session-expired';

/** Why the session ended: the banner says which (a role change asks for a new sign-in, issue 17). */
export type SessionEndReason = 'expired' | 'roleChanged';

// The startup check runs before React mounts the banner, and may even reload the page to /login: a raise
// nobody heard is kept for this tab (briefly) and delivered to the first listener.
const UNHEARD_KEY = 'bawaba.sessionExpiredAt';
const UNHEARD_FOR_MS = 10_000;

export function raiseSessionExpired(reason: SessionEndReason = 'expired'): void {
  const event = new CustomEvent<SessionEndReason>(SESSION_EXPIRED_EVENT, { cancelable: true, detail: reason });
  window.dispatchEvent(event);
  // A listener calls preventDefault to say it showed the notice.
  if (!event.defaultPrevented) sessionStorage.setItem(UNHEARD_KEY, `${Date.now()} ${reason}`);
}

export function onSessionExpired(listener: (reason: SessionEndReason) => void): () => void {
  const handler = (event: Event) => {
    event.preventDefault();
    listener((event as CustomEvent<SessionEndReason>).detail === 'roleChanged' ? 'roleChanged' : 'expired');
  };
  window.addEventListener(SESSION_EXPIRED_EVENT, handler);
  const [at, reason] = (sessionStorage.getItem(UNHEARD_KEY) ?? '').split(' ');
  const raisedAt = Number(at);
  if (raisedAt) {
    sessionStorage.removeItem(UNHEARD_KEY);
    if (Date.now() - raisedAt < UNHEARD_FOR_MS) listener(reason === 'roleChanged' ? 'roleChanged' : 'expired');
  }
  return () => window.removeEventListener(SESSION_EXPIRED_EVENT, handler);
}
