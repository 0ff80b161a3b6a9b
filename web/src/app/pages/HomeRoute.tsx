import { lazy } from 'react';
import { HomePage } from '@/features/home/routes/HomePage.tsx';
import { PricingTeaser } from '@/features/pricing/components/PricingTeaser.tsx';
import { WhenVisible } from '@/components/WhenVisible.tsx';

// The sign-up form (with its validation and mutation code) sits at the bottom of the page, so it loads
// when the visitor scrolls near it: that keeps / within its first-load budget.
const NewsletterSignup = lazy(() =>
  import('@/features/newsletter/components/NewsletterSignup.tsx').then((m) => ({ default: m.NewsletterSignup })),
);

/** The landing page composes three features; only the app layer may import across them. */
export function HomeRoute() {
  return (
    <HomePage
      pricingTeaser={<PricingTeaser />}
      newsletterSignup={
        <WhenVisible minHeight="8rem">
          <NewsletterSignup source="landing" />
        </WhenVisible>
      }
    />
  );
}
