import { HomePage } from '@/features/home/routes/HomePage.tsx';
import { PricingTeaser } from '@/features/pricing/components/PricingTeaser.tsx';
import { NewsletterSignup } from '@/features/newsletter/components/NewsletterSignup.tsx';

/** The landing page composes three features; only the app layer may import across them. */
export function HomeRoute() {
  return <HomePage pricingTeaser={<PricingTeaser />} newsletterSignup={<NewsletterSignup source="landing" />} />;
}
