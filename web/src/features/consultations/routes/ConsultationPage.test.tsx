import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, route } from '@/testing/msw.ts';
import { topicsAnswer } from '../test-fixtures.ts';
import { ConsultationPage } from './ConsultationPage.tsx';

const expert = { id: 'e1', displayName: 'Dr Layla Haddad', headline: 'Market entry for industrial firms', bio: 'Twelve years advising manufacturers on setting up in the Kingdom.', languages: ['en', 'ar'], topics: ['market-entry'], rating: 4.5, reviewCount: 2 };

describe('/consultation', () => {

  it('lists the topics with their follow-up questions, the experts and both ways to start', async () => {
    api.use(route('GET', '/api/experts', [expert]), route('GET', '/api/consultations/topics', topicsAnswer));
    await renderInApp(<ConsultationPage />, { path: '/consultation' });
    expect(await screen.findByText('Which cities are you considering?')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Taxation' })).toBeInTheDocument();
    expect(await screen.findByText('Dr Layla Haddad')).toBeInTheDocument();
    expect(screen.getByText('4.5 of 5 (2 reviews)')).toBeInTheDocument();
    // The expert's own words, and languages by name rather than code.
    expect(screen.getByText('Twelve years advising manufacturers on setting up in the Kingdom.')).toBeInTheDocument();
    expect(screen.getByText(/English and Arabic/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book 15 minutes' })).toHaveAttribute('href', '/book/15');
    expect(screen.getByRole('link', { name: 'Book 20 minutes' })).toHaveAttribute('href', '/book/20');
  });
});
