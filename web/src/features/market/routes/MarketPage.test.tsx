import { fireEvent, screen, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, bodyOf, requests, route } from '@/testing/msw.ts';
import { matchesAnswer, taxAnswer } from '../test-fixtures.ts';
import { MarketPage } from './MarketPage.tsx';

const history = { items: [{ id: 'h1', kind: 'search', query: 'solar licence', industry: 'energy', type: 'all', total: 4, at: '2026-11-20T09:00:00.000Z' }] };
const profile = { success: true, profile: { industry: 'energy' } };

/** The API the page reads; `overrides` answer in place of the usual handlers. */
function serve(...overrides: HttpHandler[]) {
  api.use(
    route('GET', '/api/market/history', history),
    route('GET', '/api/business-profile/business-profile', profile),
    route('POST', '/api/market/partners', matchesAnswer),
    route('POST', '/api/market/tax-estimate', taxAnswer),
    route('GET', '/api/market/introductions', { partnerIds: [] }),
  );
  api.use(...overrides);
}
const taxEstimates = () => requests().filter((r) => r.path.startsWith('/api/market/tax-estimate'));

describe('/market', () => {
  it('shows the history and links the report of the user’s industry', async () => {
    serve();
    await renderInApp(<MarketPage />, { path: '/market' });
    expect(await screen.findByText('solar licence')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Your tailored report/ })).toHaveAttribute('href', '/market/report?id=energy');
  });

  it('matches partners and shows them ranked, with score and reasons', async () => {
    serve();
    await renderInApp(<MarketPage />, { path: '/market' });
    await screen.findByRole('link', { name: /Your tailored report/ });
    fireEvent.change(screen.getByLabelText(/^City/), { target: { value: 'Riyadh' } });
    fireEvent.change(screen.getByLabelText(/^Languages/), { target: { value: 'EN, ar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find partners' }));
    const list = await screen.findByRole('list', { name: 'Matching partners, best first' });
    const items = within(list).getAllByTestId('partner-match');
    expect(items[0]).toHaveTextContent('1. Ministry of Investment (MISA)');
    // Issue 17: no bare score; the reasons in words.
    expect(items[0]).not.toHaveTextContent(/score/i);
    expect(within(items[0]!).getByText('Based in Riyadh')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('2. Monsha’at');
    expect(bodyOf('POST', '/api/market/partners')).toEqual({ industry: 'energy', city: 'Riyadh', services: [], languages: ['en', 'ar'] });
  });

  it('shows a used-up quota with the upgrade path', async () => {
    serve(route('POST', '/api/market/partners', { error: 'Monthly limit reached', code: 'QUOTA_EXCEEDED', feature: 'partnerMatches', limit: 5, used: 5, upgradeTo: 'professional' }, 403));
    await renderInApp(<MarketPage />, { path: '/market' });
    fireEvent.click(screen.getByRole('button', { name: 'Find partners' }));
    expect(await screen.findByText("You have used this month's allowance on your plan.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Professional' })).toHaveAttribute('href', '/pricing#plan-professional');
  });

  it('tells a plan without partner matching that it is not in the plan, not that an allowance is used (issue 17)', async () => {
    // What the API answers a free user who has used nothing: the allowance of a plan without the feature is 0.
    serve(route('POST', '/api/market/partners', { error: 'Your plan includes 0 partner matches a month', code: 'QUOTA_EXCEEDED', feature: 'partnerMatches', limit: 0, used: 0, upgradeTo: 'starter' }, 403));
    await renderInApp(<MarketPage />, { path: '/market' });
    fireEvent.click(screen.getByRole('button', { name: 'Find partners' }));
    expect(await screen.findByText('Your plan does not include this.')).toBeInTheDocument();
    expect(screen.queryByText(/used this month's allowance/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Starter' })).toHaveAttribute('href', '/pricing#plan-starter');
  });

  it('refuses a bad tax input on the form, then estimates with each line’s rule and source', async () => {
    serve();
    await renderInApp(<MarketPage />, { path: '/market' });
    fireEvent.change(screen.getByLabelText(/^Foreign ownership/), { target: { value: '140' } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(await screen.findByText('Enter a percentage between 0 and 100.')).toBeInTheDocument();
    // Only the taxable profit is required (issue 17): the zakat base and the supplies are often unknown.
    expect(screen.getAllByText('Enter an amount in SAR, 0 or more.')).toHaveLength(1);
    expect(taxEstimates()).toEqual([]);

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
    expect(bodyOf('POST', '/api/market/tax-estimate')).toEqual({
      ownership: { foreignPercent: 60, saudiGccPercent: 40 },
      taxableProfit: 1_000_000,
      zakatBase: 500_000,
      annualTaxableSupplies: 2_000_000,
      paymentsAbroad: { royalties: 100_000 },
    });
  });

  // Issue 17: "1,000,000" was refused, and the zakat base and the supplies were required.
  it('reads grouped digits, and estimates without the zakat base and the supplies', async () => {
    const partial = { ...taxAnswer, zakat: null, vat: { ...taxAnswer.vat, registration: 'unknown', annualTaxableSupplies: null }, total: 120_000 };
    serve(route('POST', '/api/market/tax-estimate', partial));
    await renderInApp(<MarketPage />, { path: '/market' });
    fireEvent.change(screen.getByLabelText(/^Taxable profit/), { target: { value: '1,000,000' } });
    fireEvent.change(screen.getByLabelText(/^Royalties paid abroad/), { target: { value: '12,500.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(await screen.findByTestId('tax-zakat-missing')).toHaveTextContent('Zakat: not estimated. Enter the zakat base to include it.');
    expect(screen.getByText('VAT registration: not assessed without your annual taxable supplies (mandatory from 375,000 SAR).')).toBeInTheDocument();
    expect(bodyOf('POST', '/api/market/tax-estimate')).toEqual({
      ownership: { foreignPercent: 100, saudiGccPercent: 0 },
      taxableProfit: 1_000_000,
      paymentsAbroad: { royalties: 12_500.5 },
    });
  });

  it('reads Arabic-Indic digits with the Arabic separators', async () => {
    serve();
    await renderInApp(<MarketPage />, { path: '/market', language: 'ar' });
    fireEvent.change(screen.getByLabelText(/^نسبة الملكية الأجنبية/), { target: { value: '٦٠٫٥' } });
    fireEvent.change(screen.getByLabelText(/^الربح الخاضع للضريبة/), { target: { value: '١٬٠٠٠٬٠٠٠' } });
    fireEvent.click(screen.getByRole('button', { name: 'احسب التقدير' }));
    await screen.findAllByTestId('tax-line');
    expect(bodyOf('POST', '/api/market/tax-estimate')).toMatchObject({ ownership: { foreignPercent: 60.5, saudiGccPercent: 39.5 }, taxableProfit: 1_000_000 });
  });

  it('still refuses what is not a number in the user’s language', async () => {
    serve();
    await renderInApp(<MarketPage />, { path: '/market' });
    fireEvent.change(screen.getByLabelText(/^Taxable profit/), { target: { value: '1,00,000' } });
    fireEvent.change(screen.getByLabelText(/^Zakat base/), { target: { value: 'about a million' } });
    fireEvent.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(await screen.findAllByText('Enter an amount in SAR, 0 or more.')).toHaveLength(2);
    expect(taxEstimates()).toEqual([]);
  });

  // Issue 17: the reasons in the user's language, and a next step that becomes a lead.
  it('says why each partner matched in the user’s language, and requests an introduction', async () => {
    const why = [{ key: 'every-sector' }, { key: 'present-in', values: { city: 'Riyadh' } }, { key: 'speaks', values: { language: 'en' } }, { key: 'public-sourced' }];
    const answer = { matches: [{ ...matchesAnswer.matches[0], why }] };
    serve(
      route('POST', '/api/market/partners', answer),
      route('POST', '/api/market/partners/partner-misa/introductions', { id: 'i1', partnerId: 'partner-misa', requestedAt: '2026-11-26T10:00:00.000Z', alreadyRequested: false }, 201),
    );
    await renderInApp(<MarketPage />, { path: '/market', language: 'ar' });
    fireEvent.click(await screen.findByRole('button', { name: 'ابحث عن شركاء' }));
    const item = (await screen.findAllByTestId('partner-match'))[0]!;
    for (const reason of ['يخدم جميع القطاعات', 'موجود في Riyadh', 'جهة حكومية، موثقة المصدر']) expect(within(item).getByText(reason)).toBeInTheDocument();
    expect(within(item).getByText(/^يتحدث /)).toBeInTheDocument();
    expect(item).not.toHaveTextContent('Serves every sector');

    fireEvent.click(within(item).getByRole('button', { name: 'اطلب تعريفك بـ Ministry of Investment (MISA)' }));
    fireEvent.change(within(item).getByLabelText(/ما الذي ينبغي أن يعرفوه عنك/), { target: { value: ' نصنع محولات شمسية ' } });
    fireEvent.click(within(item).getByRole('button', { name: 'أرسل الطلب' }));
    expect(await within(item).findByRole('status')).toHaveTextContent('أُرسل الطلب');
    expect(bodyOf('POST', '/api/market/partners/partner-misa/introductions')).toEqual({ message: 'نصنع محولات شمسية' });
  });
});
