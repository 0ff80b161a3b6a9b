import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderInApp } from '@/testing/render.tsx';
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
  afterEach(() => vi.unstubAllGlobals());

  it('lists each lead: when, which partner, who asked, their company and note; an erased account says so', async () => {
    const fetch = vi.fn(async () => jsonResponse({ introductions: [lead, { ...lead, id: 'i2', user: null, companyName: null, message: null }] }));
    vi.stubGlobal('fetch', fetch);
    await renderInApp(<AdminIntroductionsPage />, { path: '/admin/introductions' });
    const [first, second] = await screen.findAllByTestId('introduction-row');
    for (const text of ['Monsha’at', 'Greta Berg', 'Rhine Solar', 'We make solar inverters.']) expect(within(first!).getByText(text, { exact: false })).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'greta@rhine.example' })).toHaveAttribute('href', 'mailto:greta@rhine.example');
    expect(second).toHaveTextContent('Account erased');
    expect(fetch).toHaveBeenCalledWith('/api/admin/introductions', expect.anything());
  });

  it('says when there is none', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ introductions: [] })));
    await renderInApp(<AdminIntroductionsPage />, { path: '/admin/introductions' });
    expect(await screen.findByText('No introduction requests yet.')).toBeInTheDocument();
  });
});
