import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { routes } from './paths.ts';
import { RootShell, PageFallback } from './RootShell.tsx';
import { DefaultLayout } from './layouts/DefaultLayout.tsx';
import { NotFoundPage, RouteErrorPage } from './ErrorPage.tsx';
import { withGuards, type GuardHandle } from './guards/with-guards.ts';

/** Every page is its own chunk; its guards run in the loader before the chunk's component renders. */
export function page(
  path: string,
  load: () => Promise<ComponentType>,
  handle: GuardHandle = { guards: ['onboarding'] },
): RouteObject {
  return {
    path,
    handle,
    loader: withGuards(handle),
    lazy: async () => ({ Component: await load() }),
  };
}

// Pages of the default layout. Later issues add theirs here (and auth, admin and bare-layout groups below),
// always with a pattern from paths.ts: the server answers 404 for anything not in that table.
export const defaultLayoutPages: RouteObject[] = [
  page(routes.home, () => import('./pages/HomeRoute.tsx').then((m) => m.HomeRoute)),
  page(routes.about, () => import('@/features/about/routes/AboutPage.tsx').then((m) => m.AboutPage)),
  page(routes.pricing, () => import('@/features/pricing/routes/PricingPage.tsx').then((m) => m.PricingPage)),
  page(routes.privacy, () => import('@/features/policies/routes/PrivacyPage.tsx').then((m) => m.PrivacyPage)),
  page(routes.terms, () => import('@/features/policies/routes/TermsPage.tsx').then((m) => m.TermsPage)),
  page(routes.legal, () => import('@/features/services/routes/LegalPage.tsx').then((m) => m.LegalPage)),
  page(routes.expert, () => import('@/features/services/routes/ExpertPage.tsx').then((m) => m.ExpertPage)),
  page(routes.partner, () => import('@/features/services/routes/PartnerPage.tsx').then((m) => m.PartnerPage)),
  page(routes.consultation, () =>
    import('@/features/services/routes/ConsultationPage.tsx').then((m) => m.ConsultationPage),
  ),
  page(routes.contact, () => import('@/features/contact/routes/ContactPage.tsx').then((m) => m.ContactPage)),
  page(routes.newsletter, () =>
    import('@/features/newsletter/routes/NewsletterPage.tsx').then((m) => m.NewsletterPage),
  ),
  page(routes.sectorsComingSoon, () =>
    import('@/features/sectors/routes/SectorsComingSoonPage.tsx').then((m) => m.SectorsComingSoonPage),
  ),
  page(routes.chartsDemo, () =>
    import('@/features/showcase/routes/ChartsDemoPage.tsx').then((m) => m.ChartsDemoPage),
  ),
  page(routes.testCountryDropdown, () =>
    import('@/features/showcase/routes/CountryDropdownPage.tsx').then((m) => m.CountryDropdownPage),
  ),
];

/** /login and /signup each get a wrapper route under AuthLayout (accounts issue). */
export const authLayoutPages: RouteObject[] = [];
/** Back office under AdminLayout, guarded by `admin` (admin issue). */
export const adminLayoutPages: RouteObject[] = [];
/** The "none" layout, e.g. the video room (consultations issue). */
export const bareLayoutPages: RouteObject[] = [];

export function appRoutes(): RouteObject[] {
  const layouts: RouteObject[] = [
    {
      element: <DefaultLayout />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [...defaultLayoutPages, { path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
  ];
  if (authLayoutPages.length) {
    layouts.push({
      lazy: async () => ({ Component: (await import('./layouts/AuthLayout.tsx')).AuthLayout }),
      children: [{ errorElement: <RouteErrorPage />, children: authLayoutPages }],
    });
  }
  if (adminLayoutPages.length) {
    layouts.push({
      lazy: async () => ({ Component: (await import('./layouts/AdminLayout.tsx')).AdminLayout }),
      children: [{ errorElement: <RouteErrorPage />, children: adminLayoutPages }],
    });
  }
  if (bareLayoutPages.length) {
    layouts.push({
      lazy: async () => ({ Component: (await import('./layouts/BareLayout.tsx')).BareLayout }),
      children: [{ errorElement: <RouteErrorPage />, children: bareLayoutPages }],
    });
  }
  return [
    {
      element: <RootShell />,
      hydrateFallbackElement: <PageFallback />,
      errorElement: <RouteErrorPage />,
      children: layouts,
    },
  ];
}
