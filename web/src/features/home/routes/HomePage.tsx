import type { ReactNode } from 'react';
import { PageSeo } from '@/components/Seo.tsx';
import { Hero } from '../components/Hero.tsx';
import { ServicesSection } from '../components/ServicesSection.tsx';
import { IndustriesSection } from '../components/IndustriesSection.tsx';
import { HowItWorks } from '../components/HowItWorks.tsx';
import { NewsletterSection } from '../components/NewsletterSection.tsx';

interface HomePageProps {
  /** Slots filled by app/pages/HomeRoute.tsx with other features' pieces. */
  pricingTeaser: ReactNode;
  newsletterSignup: ReactNode;
}

export function HomePage({ pricingTeaser, newsletterSignup }: HomePageProps) {
  return (
    <>
      <PageSeo page="home" />
      <Hero />
      <ServicesSection />
      <IndustriesSection />
      <HowItWorks />
      {pricingTeaser}
      <NewsletterSection>{newsletterSignup}</NewsletterSection>
    </>
  );
}
