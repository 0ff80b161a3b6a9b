/** Feature switches of spec section 9, in one place. Tests may flip them; nothing else should. */
export const features = {
  /** Try one silent token refresh before giving up on a 401. */
  silentRefresh: true,
  /** Follow logins and logouts made in other tabs. */
  crossTabSync: true,
  /** Only the protected prefixes below get the 401 treatment; other 401s are ordinary errors. */
  interceptProtectedOnly: true,
  /** A failed refresh signs the user out and shows the session-expired banner. */
  autoLogoutOn401: true,
  /** On startup, drop a session whose access token is expired or about to expire. */
  preemptiveExpiryCheck: true,
  /** The /settings page and its calls. */
  settings: true,
};

/** Spec section 9: API prefixes whose 401 answers mean "your session is gone". */
export const protectedPrefixes: readonly string[] = [
  'subscriptions',
  'consultations',
  'users/me',
  'users/profile',
  'bookings',
  'market/legal',
  'market/partners',
  'settings',
  'admin',
];

/** Spec section 9: pages on which 401 handling never runs (the user is already signing in). */
export const authPageExemptions: readonly string[] = [
  '/login',
  '/signup',
  '/reset-password',
  '/auth/callback',
  '/verify-email',
];

export function isProtectedPath(apiPath: string): boolean {
  const path = apiPath.replace(/^\/+/, '').split(/[?#]/, 1)[0] ?? '';
  return protectedPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
