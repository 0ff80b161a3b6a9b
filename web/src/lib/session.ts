// The browser-side session (spec section 3). Storage keeps the tokens ({token, refreshToken,
// isAuthenticated}) beside the preferences: language, the business-info flag and the consent value.
// The user is never stored: the `me` query in the app's query cache owns it (lib/me.ts fetches it),
// and `session.user` is only a view of that cache. Logouts reach other tabs through the storage event
// and a BroadcastChannel.
import type { MeAnswer, User } from '@contracts/user.ts';
import type { TierId } from '@contracts/tiers.ts';
import { features } from './features.ts';
import { queryClient } from './query-client.ts';
import { queryKeys } from './query-keys.ts';

export type SubscriptionTier = TierId;
export type SessionUser = User;

export interface Session {
  /** The `me` query's user: null until /users/me (or a sign-in answer) has told us. */
  user: SessionUser | null;
  token: string | null;
  refreshToken: string | null;
  isAuthenticated: boolean;
}

type StoredTokens = Omit<Session, 'user'>;

export const SESSION_KEY = 'bawaba.session';
export const BUSINESS_INFO_KEY = 'bawaba.businessInfoCompleted';
export const RETURN_PATH_KEY = 'bawaba.returnTo';

const signedOutTokens: StoredTokens = Object.freeze({ token: null, refreshToken: null, isAuthenticated: false });
export const signedOut: Session = Object.freeze({ ...signedOutTokens, user: null });

const listeners = new Set<() => void>();
let cached: Session | null = null;

function parse(raw: string | null): StoredTokens {
  if (!raw) return signedOutTokens;
  try {
    const value = JSON.parse(raw) as Partial<Session> & { accessToken?: string };
    // Older clients stored the token as accessToken (spec section 3 names both).
    const token = value.token ?? value.accessToken ?? null;
    if (!token) return signedOutTokens;
    const tokens = { token, refreshToken: value.refreshToken ?? null, isAuthenticated: true };
    // Older clients also stored the user: drop it, the me query reads it again.
    if ('user' in value) localStorage.setItem(SESSION_KEY, JSON.stringify(tokens));
    return tokens;
  } catch {
    return signedOutTokens;
  }
}

function notify(): void {
  cached = null;
  for (const listener of listeners) listener();
}

function cachedUser(): SessionUser | null {
  return queryClient.getQueryData<MeAnswer>(queryKeys.me)?.user ?? null;
}

const isMeKey = (key: readonly unknown[]) => key.length === queryKeys.me.length && key.every((part, i) => part === queryKeys.me[i]);
// The view follows the me query: a fetch, a websocket patch or a cache clear re-renders the subscribers.
queryClient.getQueryCache().subscribe((event) => {
  const changed = event.type === 'removed' || (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'setState'));
  if (changed && isMeKey(event.query.queryKey)) notify();
});

export function getSession(): Session {
  if (cached) return cached;
  // The server renderer (issue 12) has no storage: it renders what a visitor sees.
  if (typeof localStorage === 'undefined') return signedOut;
  const tokens = parse(localStorage.getItem(SESSION_KEY));
  cached = { ...tokens, user: tokens.isAuthenticated ? cachedUser() : null };
  return cached;
}

/** Puts the user into the me query, as an answer of /users/me would. */
function seedUser(user: SessionUser): void {
  queryClient.setQueryData<MeAnswer>(queryKeys.me, { success: true, user });
}

/** Stores the tokens; a user given with them (a sign-in answer) goes into the me query. */
export function setSession(next: { token: string | null; refreshToken: string | null; user?: SessionUser | null }): void {
  const tokens = parse(JSON.stringify({ token: next.token, refreshToken: next.refreshToken }));
  localStorage.setItem(SESSION_KEY, JSON.stringify(tokens));
  if (next.user) seedUser(next.user);
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
  localStorage.removeItem(BUSINESS_INFO_KEY);
  queryClient.removeQueries({ queryKey: queryKeys.me, exact: true });
  notify();
}

/** Starts a session from a {user, tokens} answer; the server's business flag replaces the local one. */
export function signIn(user: SessionUser, tokens: { accessToken: string; refreshToken: string }): void {
  // Another account's user must not linger in the cache while the new one loads.
  queryClient.removeQueries({ queryKey: queryKeys.me, exact: true });
  setSession({ user, token: tokens.accessToken, refreshToken: tokens.refreshToken });
  if (user.businessInfoCompleted !== undefined) setBusinessInfoCompleted(user.businessInfoCompleted);
}

/** New tokens for the same user (refresh, password change, plan change); the refresh token may stay. */
export function updateTokens(tokens: { accessToken: string; refreshToken?: string }): void {
  const current = getSession();
  if (!current.isAuthenticated) return;
  setSession({ token: tokens.accessToken, refreshToken: tokens.refreshToken ?? current.refreshToken });
}

/** The server's view of the user wins over the cached one (spec section 4); fields not given stay. */
export function updateUser(user: Partial<SessionUser>): void {
  if (!getSession().isAuthenticated) return;
  const merged = { ...cachedUser(), ...user };
  if (typeof merged.id === 'string' && typeof merged.email === 'string') seedUser(merged as SessionUser);
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
