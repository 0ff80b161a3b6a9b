// The browser-side session (spec section 3). Kept deliberately small: the accounts issue adds login,
// refresh and logout on top of these primitives.

export type SubscriptionTier = 'free' | 'starter' | 'professional' | 'enterprise';

export interface SessionUser {
  id: string;
  email: string;
  firstName?: string;
  lastName?: string;
  displayName?: string;
  emailVerified?: boolean;
  businessInfoCompleted?: boolean;
  subscriptionTier?: SubscriptionTier;
  role?: 'user' | 'admin';
}

export interface Session {
  user: SessionUser | null;
  token: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
}

export const SESSION_KEY = 'bawaba.session';
export const BUSINESS_INFO_KEY = 'bawaba.businessInfoCompleted';
export const RETURN_PATH_KEY = 'bawaba.returnTo';

export const signedOut: Session = Object.freeze({
  user: null,
  token: null,
  refreshToken: null,
  isAuthenticated: false,
});

const listeners = new Set<() => void>();
let cached: Session | null = null;

function parse(raw: string | null): Session {
  if (!raw) return signedOut;
  try {
    const value = JSON.parse(raw) as Partial<Session> & { accessToken?: string };
    // Older clients stored the token as accessToken (spec section 3 names both).
    const token = value.token ?? value.accessToken ?? null;
    if (!token || !value.user) return signedOut;
    return { user: value.user, token, refreshToken: value.refreshToken ?? null, isAuthenticated: true };
  } catch {
    return signedOut;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  cached ??= parse(localStorage.getItem(SESSION_KEY));
  return cached;
}

export function setSession(next: Omit<Session, 'isAuthenticated'>): void {
  const session = parse(JSON.stringify(next));
  localStorage.setItem(SESSION_KEY, JSON.stringify(session));
  cached = session;
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
  localStorage.removeItem(BUSINESS_INFO_KEY);
  cached = signedOut;
  notify();
}

/** For useSyncExternalStore; also follows logins and logouts made in other tabs. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_KEY && event.key !== null) return;
    cached = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The local flag of spec section 3; the user's own field wins when present. */
export function isBusinessInfoCompleted(session: Session = getSession()): boolean {
  if (session.user?.businessInfoCompleted !== undefined) return session.user.businessInfoCompleted;
  return localStorage.getItem(BUSINESS_INFO_KEY) === 'true';
}

export function setBusinessInfoCompleted(done: boolean): void {
  localStorage.setItem(BUSINESS_INFO_KEY, String(done));
  notify();
}

// The return target is per tab: two tabs signing in must not send each other to the wrong page.
export function readReturnPath(): string | null {
  return sessionStorage.getItem(RETURN_PATH_KEY);
}

/** Stores where to come back after sign-in, keeping an earlier target and never storing /login itself. */
export function rememberReturnPath(path: string): void {
  const pathname = path.split(/[?#]/, 1)[0];
  if (pathname === '/login' || readReturnPath() !== null) return;
  sessionStorage.setItem(RETURN_PATH_KEY, path);
}

export function takeReturnPath(): string | null {
  const path = readReturnPath();
  sessionStorage.removeItem(RETURN_PATH_KEY);
  return path;
}
