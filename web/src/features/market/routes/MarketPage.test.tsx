import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderInApp } from '@/testing/render.tsx';
import { matchesAnswer, taxAnswer } from '../test-fixtures.ts';
import { MarketPage } from './MarketPage.tsx';

const history = { items: [{ id: 'h1', kind: 'search', query: 'solar licence', industry: 'energy', type: 'all', total: 4, at: '2026-11-20T09:00:00.000Z' }] };
const profile = { success: true, profile: { industry: 'energy' } };

function api(overrides: Record<string, () => Response> = {}) {
  return vi.fn(async (url: string) => {
    const path = url.split('?')[0]!;
    if (overrides[path]) return overrides[path]();
    if (path === '/api/market/history') return jsonResponse(history);
    if (path === '/api/business-profile/business-profile') return jsonResponse(profile);
    if (path === '/api/market/partners') return jsonResponse(matchesAnswer);
    if (path === '/api/market/tax-estimate') return jsonResponse(taxAnswer);
    return jsonResponse({ error: 'unexpected' }, 500);
  });
}

describe('/market', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the history and links the report of the user’s industry', async () => {
    vi.stubGlobal('fetch', api());
    await renderInApp(<MarketPage />, { path: '/market' });
    expect(await screen.findByText('solar licence')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Your tailored report/ })).toHaveAttribute('href', '/market/report?id=energy');
  });

  it('matches partners and shows them ranked, with score and reasons', async () => {
    const fetch = api();
    vi.stubGlobal('fetch', fetch);
    await renderInApp(<MarketPage />, { path: '/market' });
    await screen.findByRole('link', { name: /Your tailored report/ });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Riyadh' } });
    fireEvent.change(screen.getByLabelText(/^Languages/), { target: { value: 'EN, ar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find partners' }));
    const list = await screen.findByRole('list', { name: 'Matching partners, best first' });
    const items = within(list).getAllByTestId('partner-match');
    expect(items[0]).toHaveTextContent('1. Ministry of Investment (MISA)');
    expect(items[0]).toHaveTextContent('score 60');
    expect(within(items[0]!).getByText('Based in Riyadh')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('2. Monsha’at');
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/market/partners')! as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ industry: 'energy', city: 'Riyadh', services: [], languages: ['en', 'ar'] });
  });

  it('shows a used-up quota with the upgrade path', async () => {
    const quota = () => jsonResponse({ error: 'Monthly limit reached', code: 'QUOTA_EXCEEDED', upgradeTo: 'starter' }, 403);
    vi.stubGlobal('fetch', api({ '/api/market/partners': quota }));
    await renderInApp(<MarketPage />, { path: '/market' });
    fireEvent.click(screen.getByRole('button', { name: 'Find partners' }));
    expect(await screen.findByText("You have used this month's allowance on your plan.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Starter' })).toHaveAttribute('href', '/settings/billing?plan=starter');
  });

  it('refuses a bad tax input on the form, then estimates with each line’s rule and source', async () => {
    const fetch = api();
    vi.stubGlobal('fetch', fetch);
    await renderInApp(<MarketPage />, { path: '/market' });
    fireEvent.change(screen.getByLabelText(/^Foreign ownership/), { target: { value: '140' } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(await screen.findByText('Enter a percentage between 0 and 100.')).toBeInTheDocument();
    expect(screen.getAllByText('Enter an amount in SAR, 0 or more.')).toHaveLength(3);
    expect(fetch.mock.calls.some(([url]) => url.startsWith('/api/market/tax-estimate'))).toBe(false);

    fireEvent.change(screen.getByLabelText(/^Foreign ownership/), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText(/^Taxable profit/), { target: { value: '1000000' } });
    fireEvent.change(screen.getByLabelText(/^Zakat base/), { target: { value: '500000' } });
    fireEvent.change(screen.getByLabelText(/^Annual taxable supplies/), { target: { value: '2000000' } });
    fireEvent.change(screen.getByLabelText(/^Royalties paid abroad/), { target: { value: '100000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    const lines = await screen.findAllByTestId('tax-line');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(within(line).getByText('Rule:')).toBeInTheDocument();
      expect(within(line).getByRole('link', { name: 'ZATCA' })).toHaveAttribute('href', 'https://zatca.gov.sa/en');
      expect(within(line).getByText(/as of January 1, 2025/)).toBeInTheDocument();
    }
    expect(screen.getByText('VAT registration is mandatory (threshold 375,000 SAR).')).toBeInTheDocument();
    const [, init] = fetch.mock.calls.find(([url]) => url.startsWith('/api/market/tax-estimate'))! as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      ownership: { foreignPercent: 60, saudiGccPercent: 40 },
      taxableProfit: 1_000_000,
      zakatBase: 500_000,
      annualTaxableSupplies: 2_000_000,
      paymentsAbroad: { royalties: 100_000 },
    });
  });
});
