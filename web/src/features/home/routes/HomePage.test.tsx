import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isIndustryId } from '@contracts/market.ts';
import { renderInApp } from '@/testing/render.tsx';
import { industries } from '@/components/industries.ts';
import { HomePage } from './HomePage.tsx';

describe('home page findability (issue 17)', () => {
  it('links to the free market search', async () => {
    await renderInApp(<HomePage pricingTeaser={null} newsletterSignup={null} />);
    expect(screen.getByRole('link', { name: 'Try the free market search' })).toHaveAttribute('href', '/market/free');
  });

  it('makes every industry card a link to that industry’s market report', async () => {
    await renderInApp(<HomePage pricingTeaser={null} newsletterSignup={null} />);
    const section = screen.getByRole('region', { name: 'Industries we cover' });
    const links = within(section).getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/market/report'));
    expect(links).toHaveLength(industries.length);
    for (const link of links) {
      const id = new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('id') ?? '';
      expect(isIndustryId(id)).toBe(true);
    }
    expect(screen.getByRole('link', { name: 'Energy' })).toHaveAttribute('href', '/market/report?id=energy');
  });
});
