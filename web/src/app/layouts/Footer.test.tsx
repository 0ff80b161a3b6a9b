import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { Footer } from './Footer.tsx';

describe('footer (issue 17)', () => {
  it('links to the articles, the careers page and the free market search', async () => {
    await renderInApp(<Footer />);
    expect(screen.getByRole('link', { name: 'Articles' })).toHaveAttribute('href', '/articles');
    expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', '/hire');
    expect(screen.getByRole('link', { name: 'Free market search' })).toHaveAttribute('href', '/market/free');
  });

  it('names them in Arabic too', async () => {
    await renderInApp(<Footer />, { language: 'ar' });
    expect(screen.getByRole('link', { name: 'المقالات' })).toHaveAttribute('href', '/articles');
    expect(screen.getByRole('link', { name: 'الوظائف' })).toHaveAttribute('href', '/hire');
  });
});
