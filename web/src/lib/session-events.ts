// One app-wide signal for "the session is gone": the 401 handler and the startup expiry check raise it;
// the banner listens. A window event keeps the raisers free of any React dependency.
export const SESSION_EXPIRED_EVENT = 'bawaba:session-expired';

// The startup check runs before React mounts the banner; a raise nobody heard is delivered to the first listener.
let unheard = false;

export function raiseSessionExpired(): void {
  const event = new CustomEvent(SESSION_EXPIRED_EVENT, { cancelable: true });
  window.dispatchEvent(event);
  // A listener calls preventDefault to say it showed the notice.
  unheard = !event.defaultPrevented;
}

export function onSessionExpired(listener: () => void): () => void {
  const handler = (event: Event) => {
    event.preventDefault();
    listener();
  };
  window.addEventListener(SESSION_EXPIRED_EVENT, handler);
  if (unheard) {
    unheard = false;
    listener();
  }
  return () => window.removeEventListener(SESSION_EXPIRED_EVENT, handler);
}
