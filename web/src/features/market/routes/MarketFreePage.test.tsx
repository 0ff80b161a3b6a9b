import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, bodyOf, requests, route } from '@/testing/msw.ts';
import { searchAnswer } from '../test-fixtures.ts';
import { MarketFreePage } from './MarketFreePage.tsx';

const suggestions = { suggestions: [{ text: 'Renewables target', kind: 'indicator', id: 'energy-renewables-target' }] };
const serve = () => api.use(route('GET', '/api/market/suggestions', suggestions), route('POST', '/api/market/search', searchAnswer));

describe('/market/free', () => {
  it('suggests as you type, searches, and shows each result with its source and as-of date', async () => {
    serve();
    await renderInApp(<MarketFreePage />, { path: '/market/free' });
    const box = screen.getByRole('combobox', { name: 'Search the market knowledge' });
    fireEvent.change(box, { target: { value: 'renew' } });
    const option = await screen.findByRole('option', { name: /Renewables target/ });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(requests().some((r) => r.path === '/api/market/suggestions?q=renew&type=market&lang=en')).toBe(true);
    fireEvent.mouseDown(option);
    expect(await screen.findByText('Half of electricity from renewables by 2030.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GASTAT' })).toHaveAttribute('href', 'https://www.stats.gov.sa/en/national-accounts');
    expect(screen.getByText(/as of June 30, 2025/)).toBeInTheDocument();
    expect(bodyOf('POST', '/api/market/search')).toEqual({ query: 'Renewables target', type: 'all' });
  });

  it('types nothing to the server for one letter, and moves through suggestions with the arrow keys', async () => {
    serve();
    await renderInApp(<MarketFreePage />, { path: '/market/free' });
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: 'r' } });
    fireEvent.change(box, { target: { value: 'renew' } });
    await screen.findByRole('option');
    expect(requests().filter((r) => r.path.includes('q=r&'))).toEqual([]);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getByRole('option')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('option')).toBeNull());
  });

  it("shows a visitor's 429 with sign-up as the next step", async () => {
    const limited = { error: 'Too many requests', code: 'RATE_LIMITED' };
    // The debounced suggestions may be asked too before the search answers, on a slow run.
    api.use(route('GET', '/api/market/suggestions', limited, 429), route('POST', '/api/market/search', limited, 429));
    await renderInApp(<MarketFreePage />, { path: '/market/free' });
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'vat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText("You have used today's free searches.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up free for more searches' })).toHaveAttribute('href', '/signup');
  });

  it('links every sector card to its report', async () => {
    serve();
    await renderInApp(<MarketFreePage />, { path: '/market/free' });
    const links = screen.getAllByRole('link', { name: 'Open the report' });
    expect(links).toHaveLength(11);
    expect(links.map((l) => l.getAttribute('href'))).toContain('/market/report?id=technology-it');
  });
});
