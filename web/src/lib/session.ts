// The browser-side session (spec section 3): {user, token, refreshToken, isAuthenticated} in localStorage,
// beside the language, the business-info flag and the consent value. Logouts reach other tabs through the
// storage event and a BroadcastChannel.
import { features } from './features.ts';

export type SubscriptionTier = 'free' | 'starter' | 'professional' | 'enterprise';

export interface SessionUser {
  id: string;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  displayName?: string | null;
  emailVerified?: boolean;
  businessInfoCompleted?: boolean;
  subscriptionTier?: SubscriptionTier;
  role?: 'user' | 'expert' | 'admin';
  signInMethods?: string[];
  [extra: string]: unknown;
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

/** Starts a session from a {user, tokens} answer; the server's business flag replaces the local one. */
export function signIn(user: SessionUser, tokens: { accessToken: string; refreshToken: string }): void {
  setSession({ user, token: tokens.accessToken, refreshToken: tokens.refreshToken });
  if (user.businessInfoCompleted !== undefined) setBusinessInfoCompleted(user.businessInfoCompleted);
}

/** New tokens for the same user (refresh, password change, plan change); the refresh token may stay. */
export function updateTokens(tokens: { accessToken: string; refreshToken?: string }): void {
  const current = getSession();
  if (!current.user) return;
  setSession({ user: current.user, token: tokens.accessToken, refreshToken: tokens.refreshToken ?? current.refreshToken });
}

/** The server's view of the user wins over the stored one (spec section 4). */
export function updateUser(user: SessionUser): void {
  const current = getSession();
  if (!current.isAuthenticated) return;
  setSession({ ...current, user: { ...current.user, ...user } });
  if (user.businessInfoCompleted !== undefined) setBusinessInfoCompleted(user.businessInfoCompleted);
}

const CHANNEL = 'bawaba.session';
let channel: BroadcastChannel | null = null;
function sessionChannel(): BroadcastChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  channel ??= new BroadcastChannel(CHANNEL);
  return channel;
}

/** Ends the session in this tab and tells the others (spec section 4: logout in another tab). */
export function endSession(): void {
  clearSession();
  if (features.crossTabSync) sessionChannel()?.postMessage({ type: 'logout' });
}

/** For useSyncExternalStore; also follows logins and logouts made in other tabs. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_KEY && event.key !== null) return;
    cached = null;
    listener();
  };
  // BroadcastChannel also reaches tabs whose storage event was missed (e.g. a tab restored from bfcache).
  const onMessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type !== 'logout') return;
    cached = null;
    listener();
  };
  const bus = features.crossTabSync ? sessionChannel() : null;
  if (features.crossTabSync) window.addEventListener('storage', onStorage);
  bus?.addEventListener('message', onMessage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    bus?.removeEventListener('message', onMessage);
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
