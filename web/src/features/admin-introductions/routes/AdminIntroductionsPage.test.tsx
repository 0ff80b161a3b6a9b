import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, requests, route } from '@/testing/msw.ts';
import { AdminIntroductionsPage } from './AdminIntroductionsPage.tsx';

const lead = {
  id: 'i1',
  partner: { id: 'partner-monshaat', name: 'Monsha’at', type: 'public-program' },
  user: { id: 'u1', email: 'greta@rhine.example', firstName: 'Greta', lastName: 'Berg' },
  companyName: 'Rhine Solar',
  message: 'We make solar inverters.',
  requestedAt: '2026-11-26T10:00:00.000Z',
};

describe('/admin/introductions (issue 17)', () => {

  it('lists each lead: when, which partner, who asked, their company and note; an erased account says so', async () => {
    api.use(route('GET', '/api/admin/introductions', { introductions: [lead, { ...lead, id: 'i2', user: null, companyName: null, message: null }] }));
    await renderInApp(<AdminIntroductionsPage />, { path: '/admin/introductions' });
    const [first, second] = await screen.findAllByTestId('introduction-row');
    for (const text of ['Monsha’at', 'Greta Berg', 'Rhine Solar', 'We make solar inverters.']) expect(within(first!).getByText(text, { exact: false })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'greta@rhine.example' })).toHaveAttribute('href', 'mailto:greta@rhine.example');
    expect(second).toHaveTextContent('Account erased');
    expect(requests().map((r) => r.path)).toContain('/api/admin/introductions');
  });

  it('says when there is none', async () => {
    api.use(route('GET', '/api/admin/introductions', { introductions: [] }));
    await renderInApp(<AdminIntroductionsPage />, { path: '/admin/introductions' });
    expect(await screen.findByText('No introduction requests yet.')).toBeInTheDocument();
  });
});
