// Shared by the SPA router and the server (which answers 404 for anything else), so this module
// must stay import-free and erasable-syntax-only: Node loads it with native type stripping.

/** Every client route of the product, react-router style. */
export const routes = {
  home: '/',
  login: '/login',
  signup: '/signup',
  authLogin: '/auth/login',
  authSignup: '/auth/signup',
  authSuccess: '/auth-success',
  linkedinCallback: '/auth/linkedin/callback',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  completeProfile: '/complete-profile',
  contact: '/contact',
  pricing: '/pricing',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  legal: '/legal',
  newsletter: '/newsletter',
  hire: '/hire',
  hireApplication: '/hire/application',
  hireApplicationScriptOnly: '/hire/application/script-only',
  expert: '/expert',
  partner: '/partner',
  consultation: '/consultation',
  book15: '/book/15',
  book20: '/book/20',
  marketFree: '/market/free',
  marketReport: '/market/report',
  /** The full report's download (professional and up, tier-routing); not in the spec's list, which names no export page. */
  marketReportExport: '/market/report/export',
  sectorsComingSoon: '/sectors/coming-soon',
  articles: '/articles',
  article: '/articles/:slug',
  bookingReschedule: '/booking/reschedule',
  billingTest: '/billing-test',
  chartsDemo: '/charts-demo',
  testOnboarding: '/test-onboarding',
  testCountryDropdown: '/test-country-dropdown',
  settings: '/settings',
  /** Settings → billing (issue 23): plan, state, history, portal; pricing's buttons open it with ?plan=&period=. */
  settingsBilling: '/settings/billing',
  profile: '/profile',
  dashboard: '/dashboard',
  market: '/market',
  marketFreeEnhanced: '/market/free-enhanced',
  booking: '/booking',
  manageConsultations: '/manage_consultations',
  /** The video room (bare layout); `:code` is the meeting code, `bawaba` + booking id. */
  meeting: '/meeting/:code',
  /** Without a code the room says 'Meeting code is required' (spec section 5). */
  meetingWithoutCode: '/meeting',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminAbout: '/admin/about',
  adminUsers: '/admin/users',
  /** Upgrade requests waiting for an admin's approval (issue 23). */
  adminUpgrades: '/admin/upgrades',
  /** One user in the back office: record, sessions, audit timeline and "as of" (issue 11). */
  adminUser: '/admin/users/:id',
  adminUsersBackup: '/admin/users-backup',
  adminBookings: '/admin/bookings',
  /** Leads from partner matching (issue 17): who asked to be introduced to which partner. */
  adminIntroductions: '/admin/introductions',
  adminDatabase: '/admin/database',
  adminServices: '/admin/services',
  adminIndustries: '/admin/industries',
  adminNewsletter: '/admin/newsletter',
  adminStatistics: '/admin/statistics',
  adminLanding: '/admin/landing',
  adminConsultations: '/admin/consultations',
  /** Positions and applications (issue 12); not in the spec's list, which names no hiring back office. */
  adminHiring: '/admin/hiring',
  newsManagement: '/newsmgmt',
} as const;

export type RouteName = keyof typeof routes;

export const clientRoutePatterns: readonly string[] = Object.freeze(Object.values(routes));

function segments(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

const compiled: readonly string[][] = clientRoutePatterns.map(segments);

/**
 * True when the SPA has a route for this path. Mirrors react-router's matching:
 * case-insensitive, one trailing slash ignored, `:param` matches one non-empty segment.
 */
export function isClientRoute(pathname: string): boolean {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  if (!path.startsWith('/') || path.includes('//')) return false;
  const parts = segments(path.toLowerCase());
  return compiled.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((part, i) => part.startsWith(':') || part.toLowerCase() === parts[i]),
  );
}

/** Builds a concrete path from a pattern, e.g. pathTo('/articles/:slug', {slug: 'x'}). */
export function pathTo(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
