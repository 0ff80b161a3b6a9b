import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderInApp } from '@/testing/render.tsx';
import { setSession } from '@/lib/session.ts';
import { MarketHistory } from './MarketHistory.tsx';

const items = [
  { id: 's2', kind: 'search', query: 'What is the VAT rate?', industry: null, type: 'market', total: 0, via: 'assistant', at: '2030-01-10T09:00:00.000Z' },
  { id: 's1', kind: 'search', query: 'zakat', industry: null, type: 'market', total: 4, at: '2030-01-09T09:00:00.000Z' },
];

describe('market history', () => {
  beforeEach(() => {
    setSession({ token: 't', refreshToken: 'r', user: { id: 'u1', email: 'a@b.co', businessInfoCompleted: true } });
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (url.startsWith('/api/market/history') ? jsonResponse({ items }) : jsonResponse({ error: 'Not found', code: 'NOT_FOUND' }, 404))));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says a question went to the assistant instead of claiming it found nothing', async () => {
    await renderInApp(<MarketHistory />);
    const [asked, searched] = await within(await screen.findByTestId('market-history')).findAllByRole('listitem');
    expect(asked).toHaveTextContent('What is the VAT rate? · asked the assistant');
    expect(asked).not.toHaveTextContent(/results/);
    expect(searched).toHaveTextContent('zakat · results: 4');
  });
});
