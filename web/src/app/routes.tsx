import { redirect, type RouteObject } from 'react-router-dom';
import { requiredTierFor } from '@contracts/tiers.ts';
import { routes } from '@contracts/paths.ts';
import { homePage, page, routeError, shellRoutes, type Prefetch } from './shell-routes.tsx';
import type { GuardHandle } from './guards/with-guards.ts';

/** A route whose only child is the page: /login and /signup sit under their own wrapper (spec section 2). */
function wrapped(route: RouteObject): RouteObject {
  const { path, handle, loader, lazy } = route;
  return { path, children: [{ index: true, handle, loader, lazy } as RouteObject] };
}

/** Issue 12's hiring and newsletter pages share one lazy table (hiring-newsletter-area.tsx), so / pays for one import. */
function hiringNewsletter(path: string, handle?: GuardHandle): RouteObject {
  return page(path, () => import('./hiring-newsletter-area.tsx').then((m) => m.hiringNewsletterPage(path)), handle);
}

/** Issue 12's article pages and /newsmgmt share one lazy table (articles-area.tsx), so / pays for one import. */
function articlePage(path: string, handle?: GuardHandle): RouteObject {
  return page(path, () => import('./articles-area.tsx').then((m) => m.articlePage(path)), handle);
}

// Pages that must stay reachable before verification or onboarding (they are how users get through).
const open: GuardHandle = { guards: [] };
const signedIn: GuardHandle = { guards: ['auth'] };

// Pages of the default layout. Later issues add theirs here (and auth, admin and bare-layout groups below),
// always with a pattern from paths.ts: the server answers 404 for anything not in that table.
export const defaultLayoutPages: RouteObject[] = [
  homePage(),
  page(routes.about, () => import('@/features/about/routes/AboutPage.tsx').then((m) => m.AboutPage)),
  page(routes.pricing, () => import('@/features/pricing/routes/PricingPage.tsx').then((m) => m.PricingPage)),
  page(routes.privacy, () => import('@/features/policies/routes/PrivacyPage.tsx').then((m) => m.PrivacyPage)),
  page(routes.terms, () => import('@/features/policies/routes/TermsPage.tsx').then((m) => m.TermsPage)),
  page(routes.legal, () => import('@/features/services/routes/LegalPage.tsx').then((m) => m.LegalPage)),
  page(routes.expert, () => import('@/features/services/routes/ExpertPage.tsx').then((m) => m.ExpertPage)),
  page(routes.partner, () => import('@/features/services/routes/PartnerPage.tsx').then((m) => m.PartnerPage)),
  ...consultationPages(),
  ...marketPages(),
  page(routes.contact, () => import('@/features/contact/routes/ContactPage.tsx').then((m) => m.ContactPage)),
  page(routes.newsletter, () =>
    import('@/features/newsletter/routes/NewsletterPage.tsx').then((m) => m.NewsletterPage),
  ),
  hiringNewsletter(routes.hire),
  hiringNewsletter(routes.hireApplication),
  articlePage(routes.articles, open),
  articlePage(routes.article, open),
  page(routes.sectorsComingSoon, () =>
    import('@/features/sectors/routes/SectorsComingSoonPage.tsx').then((m) => m.SectorsComingSoonPage),
  ),
  page(routes.chartsDemo, () =>
    import('@/features/showcase/routes/ChartsDemoPage.tsx').then((m) => m.ChartsDemoPage),
  ),
  page(routes.testCountryDropdown, () =>
    import('@/features/showcase/routes/CountryDropdownPage.tsx').then((m) => m.CountryDropdownPage),
  ),
  ...accountPages(),
  // Experts and admins; anyone else signed in sees the page's own 403 (the role is checked by the API too).
  page(routes.manageConsultations, () =>
    import('@/features/expert-console/routes/ManageConsultationsPage.tsx').then((m) => m.ManageConsultationsPage),
    signedIn,
  ),
];

/** Issue 9, the user's side: browsing and choosing a slot is public; /booking needs sign-in and onboarding. */
function consultationPages(): RouteObject[] {
  const topics: Prefetch = (client) =>
    Promise.all([import('@/features/consultations/api/get-topics.ts'), import('i18next')]).then(([m, i18n]) =>
      client.prefetchQuery(m.topicsQuery(i18n.default.language)),
    );
  return [
    page(routes.consultation, () => import('@/features/consultations/routes/ConsultationPage.tsx').then((m) => m.ConsultationPage), undefined, topics),
    page(routes.book15, () => import('@/features/consultations/routes/BookPage.tsx').then((m) => m.Book15Page), undefined, topics),
    page(routes.book20, () => import('@/features/consultations/routes/BookPage.tsx').then((m) => m.Book20Page), undefined, topics),
    page(
      routes.booking,
      () => import('@/features/consultations/routes/MyBookingsPage.tsx').then((m) => m.MyBookingsPage),
      { guards: ['auth', 'onboarding'] },
      (client) => import('@/features/consultations/api/get-bookings.ts').then((m) => client.prefetchQuery(m.myBookingsQuery())),
    ),
    page(routes.bookingReschedule, () => import('@/features/consultations/routes/ReschedulePage.tsx').then((m) => m.ReschedulePage), { guards: ['auth', 'onboarding'] }),
  ];
}

/** Issue 10: the public search and report; /market behind sign-in and onboarding; the enhanced workspace and the export also behind a tier. */
function marketPages(): RouteObject[] {
  // One import per chunk keeps the route table (part of every first load) small: the workspace module
  // also exports the enhanced page, the report module the export page.
  const workspace = (name: 'MarketPage' | 'MarketEnhancedPage') => () => import('@/features/market/routes/MarketEnhancedPage.tsx').then((m) => m[name]);
  const report = (name: 'MarketReportPage' | 'MarketReportExportPage') => () => import('@/features/market/routes/MarketReportPage.tsx').then((m) => m[name]);
  const history: Prefetch = (client) => import('@/features/market/api/get-history.ts').then((m) => client.prefetchQuery(m.historyQuery()));
  return [
    page(routes.marketFree, () => import('@/features/market/routes/MarketFreePage.tsx').then((m) => m.MarketFreePage)),
    page(routes.marketReport, report('MarketReportPage')),
    page(routes.market, workspace('MarketPage'), { guards: ['auth', 'onboarding'] }, history),
    // Tiers come from the one policy the API asks (docs/DECISIONS.md, "One policy for every door"; a test checks).
    page(routes.marketFreeEnhanced, workspace('MarketEnhancedPage'), { guards: ['auth', 'onboarding', 'tier-routing'], requiredTier: requiredTierFor('partnerMatch'), feature: 'partnerMatches' }, history),
    page(routes.marketReportExport, report('MarketReportExportPage'), { guards: ['auth', 'onboarding', 'tier-routing'], requiredTier: requiredTierFor('reportExport') }),
  ];
}

function accountPages(): RouteObject[] {
  return [
    page(routes.completeProfile, () =>
      import('@/features/onboarding/routes/CompleteProfilePage.tsx').then((m) => m.CompleteProfilePage),
      signedIn,
    ),
    page(routes.testOnboarding, () =>
      import('@/features/onboarding/routes/TestOnboardingPage.tsx').then((m) => m.TestOnboardingPage),
      signedIn,
    ),
    page(routes.settings, () => import('@/features/account/routes/SettingsPage.tsx').then((m) => m.SettingsPage), signedIn, (client) =>
      import('@/features/account/api/profile.ts').then((m) => client.prefetchQuery(m.profileQuery())),
    ),
    page(routes.settingsBilling, () => import('@/features/billing/routes/BillingPage.tsx').then((m) => m.BillingPage), signedIn, (client) =>
      import('@/features/billing/api/get-billing.ts').then((m) => client.prefetchQuery(m.billingQuery())),
    ),
    page(routes.profile, () => import('@/features/account/routes/ProfilePage.tsx').then((m) => m.ProfilePage), {
      guards: ['profile-redirect'],
    }),
    page(
      routes.dashboard,
      () => import('@/features/dashboard/routes/DashboardPage.tsx').then((m) => m.DashboardPage),
      { guards: ['auth', 'email-verification', 'onboarding'] },
      (client) => import('@/features/dashboard/api/get-dashboard.ts').then((m) => client.prefetchQuery(m.dashboardQuery())),
    ),
    page(
      routes.billingTest,
      () => import('@/features/billing/routes/BillingTestPage.tsx').then((m) => m.BillingTestPage),
      { guards: ['auth', 'onboarding'] },
      (client) => import('@/features/billing/api/subscription.ts').then((m) => client.prefetchQuery(m.subscriptionQuery())),
    ),
  ];
}

const loginPage = () => import('@/features/auth/routes/LoginPage.tsx').then((m) => m.LoginPage);
const signupPage = () => import('@/features/auth/routes/SignupPage.tsx').then((m) => m.SignupPage);
const callbacks = () => import('@/features/auth/routes/AuthCallbackPage.tsx');

/** /login and /signup each get a wrapper route under AuthLayout; the other sign-in and recovery pages sit beside them. */
export const authLayoutPages: RouteObject[] = [
  wrapped(page(routes.login, loginPage, open)),
  wrapped(page(routes.signup, signupPage, open)),
  page(routes.authLogin, loginPage, open),
  page(routes.authSignup, signupPage, open),
  page(routes.forgotPassword, () => import('@/features/auth/routes/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage), open),
  page(routes.resetPassword, () => import('@/features/auth/routes/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage), open),
  page(routes.verifyEmail, () => import('@/features/auth/routes/VerifyEmailPage.tsx').then((m) => m.VerifyEmailPage), open),
  page(routes.authSuccess, () => callbacks().then((m) => m.GoogleCallbackPage), open),
  page(routes.linkedinCallback, () => callbacks().then((m) => m.LinkedinCallbackPage), open),
];
/** Back office under AdminLayout, guarded by `admin` (admin issue adds the rest). */
export const adminLayoutPages: RouteObject[] = [
  // Issue 11: the back office opens on its dashboard.
  { path: routes.admin, loader: () => redirect(routes.adminDashboard) },
  page(routes.adminLogin, () => import('@/features/admin-auth/routes/AdminLoginPage.tsx').then((m) => m.AdminLoginPage), open),
  ...adminAreaPages(),
  // Admins and editors; anyone else signed in sees the page's own 403 (the API checks the role too).
  articlePage(routes.newsManagement, signedIn),
  page(
    routes.adminConsultations,
    () => import('@/features/admin-consultations/routes/AdminConsultationsPage.tsx').then((m) => m.AdminConsultationsPage),
    { guards: ['auth', 'admin'] },
  ),
  hiringNewsletter(routes.adminNewsletter, { guards: ['auth', 'admin'] }),
  hiringNewsletter(routes.adminHiring, { guards: ['auth', 'admin'] }),
];
/** Issue 11: the back office's own pages; their table (admin-area.ts) loads with the first of them, so / carries only the paths. */
function adminAreaPages(): RouteObject[] {
  const paths = [routes.adminDashboard, routes.adminStatistics, routes.adminUsers, routes.adminUser, routes.adminUsersBackup, routes.adminBookings, routes.adminIntroductions, routes.adminUpgrades, routes.adminDatabase, routes.adminAbout, routes.adminServices, routes.adminIndustries, routes.adminLanding];
  return paths.map((path) => ({ path, lazy: () => import('./admin-area.ts').then((m) => m.adminAreaRoute(path, page)) }));
}
/** The "none" layout, e.g. the video room (consultations issue). */
export const bareLayoutPages: RouteObject[] = [
  ...[routes.meeting, routes.meetingWithoutCode].map((path) =>
    page(path, () => import('@/features/meeting/routes/MeetingPage.tsx').then((m) => m.MeetingPage), signedIn),
  ),
  // Framed on other sites: no guard may ever redirect it to sign-in or onboarding.
  hiringNewsletter(routes.hireApplicationScriptOnly, open),
];

/** The layouts beside the default one; the first load of / patches them in on its first navigation (shell-routes.tsx). */
export function otherLayouts(): RouteObject[] {
  const layouts: RouteObject[] = [];
  if (authLayoutPages.length) {
    layouts.push({
      lazy: async () => ({ Component: (await import('./layouts/AuthLayout.tsx')).AuthLayout }),
      children: [{ errorElement: routeError, children: authLayoutPages }],
    });
  }
  if (adminLayoutPages.length) {
    layouts.push({
      lazy: async () => ({ Component: (await import('./layouts/AdminLayout.tsx')).AdminLayout }),
      children: [{ errorElement: routeError, children: adminLayoutPages }],
    });
  }
  if (bareLayoutPages.length) {
    layouts.push({
      lazy: async () => ({ Component: (await import('./layouts/BareLayout.tsx')).BareLayout }),
      children: [{ errorElement: routeError, children: bareLayoutPages }],
    });
  }
  return layouts;
}

export function appRoutes(): RouteObject[] {
  return shellRoutes(defaultLayoutPages, otherLayouts());
}
