import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, requests, route } from '@/testing/msw.ts';
import { reportAnswer, savedReport } from '../test-fixtures.ts';
import { MarketReportPage } from './MarketReportPage.tsx';

describe('/market/report', () => {
  it('shows the sections, a chart with its data table, every item sourced and dated, caveats and the sources list', async () => {
    api.use(route('GET', '/api/market/report/:id', reportAnswer));
    await renderInApp(<MarketReportPage />, { path: '/market/report?id=energy' });
    expect(await screen.findByRole('heading', { name: 'Key indicators' })).toBeInTheDocument();
    expect(requests()[0]?.path).toBe('/api/market/report/energy?lang=en');
    const table = screen.getByRole('table', { name: 'Indicators in %' });
    expect(within(table).getByRole('rowheader', { name: 'Share of GDP' })).toBeInTheDocument();
    // The unit is the fact's own word, marked with its language inside the cell.
    expect(within(table).getByRole('cell', { name: '23.5 %' })).toBeInTheDocument();
    // recharts arrives in its own lazily loaded chunk: its first transform can take seconds on a busy machine.
    expect(await screen.findByTestId('indicator-chart', {}, { timeout: 15_000 })).toBeInTheDocument();
    const facts = screen.getAllByTestId('market-fact');
    expect(facts).toHaveLength(3);
    for (const item of facts) {
      expect(within(item).getByRole('link', { name: 'GASTAT' })).toHaveAttribute('href', 'https://www.stats.gov.sa/en/national-accounts');
      expect(within(item).getByText(/as of June 30, 2025/)).toBeInTheDocument();
    }
    expect(screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === 'Note: Sources disagree on this figure.')).toBeInTheDocument();
    expect(screen.getByText('Sources disagree on this figure.')).toHaveAttribute('lang', 'en');
    // The items are in English, the reader's language: no fallback note.
    expect(screen.queryByTestId('language-fallback')).toBeNull();
    const sources = screen.getByRole('region', { name: 'Sources' });
    expect(within(sources).getByRole('link', { name: 'https://www.stats.gov.sa/en/national-accounts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
  });

  it('shows the source and date in Arabic too, with the fallback note', async () => {
    api.use(route('GET', '/api/market/report/:id', reportAnswer));
    await renderInApp(<MarketReportPage />, { path: '/market/report?id=energy', language: 'ar' });
    // Only the item the API marks `fallback` says it is shown in English.
    expect(await screen.findByText('غير متوفر باللغة العربية بعد؛ معروض بالإنجليزية.')).toBeInTheDocument();
    expect(screen.getAllByTestId('language-fallback')).toHaveLength(1);
    expect(screen.getAllByText(/حتى تاريخ/).length).toBeGreaterThanOrEqual(3);
  });

  it('opens a saved full report by its id, with the tailored entry path, the steps left out and the partner matches', async () => {
    api.use(route('GET', '/api/market/report/:id', savedReport), route('GET', '/api/market/introductions', { partnerIds: [] }));
    await renderInApp(<MarketReportPage />, { path: `/market/report?id=${savedReport.id}` });
    expect(await screen.findByRole('heading', { name: 'Market report: Energy' })).toBeInTheDocument();
    expect(requests()[0]?.path).toBe(`/api/market/report/${savedReport.id}?lang=en`);
    expect(screen.getByTestId('step-why')).toHaveTextContent('Why for you: You aim to win government contracts, which are tendered on Etimad.');
    expect(within(screen.getByTestId('report-skipped')).getByText(/Left out: your profile does not say you sell products/)).toBeInTheDocument();
    const partners = screen.getByRole('region', { name: 'Your partner matches' });
    expect(within(partners).getAllByTestId('partner-match')).toHaveLength(2);
    expect(within(partners).getAllByText('Works in every sector')).toHaveLength(2);
    expect(screen.getByTestId('report-saved')).toBeInTheDocument();
  });

  it('asks for a sector when the id is not an industry, without calling the API', async () => {
    api.use(route('GET', '/api/market/report/:id', reportAnswer));
    await renderInApp(<MarketReportPage />, { path: '/market/report?id=nope' });
    expect(screen.getByText(/Choose a sector to see its report/)).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });
});
