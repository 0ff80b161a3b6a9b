import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, route } from '@/testing/msw.ts';
import { setSession } from '@/lib/session.ts';
import { MarketHistory } from './MarketHistory.tsx';

const items = [
  { id: 's2', kind: 'search', query: 'What is the VAT rate?', industry: null, type: 'market', total: 0, via: 'assistant', at: '2030-01-10T09:00:00.000Z' },
  { id: 's1', kind: 'search', query: 'zakat', industry: null, type: 'market', total: 4, at: '2030-01-09T09:00:00.000Z' },
];

describe('market history', () => {
  beforeEach(() => {
    setSession({ token: 't', refreshToken: 'r', user: { id: 'u1', email: 'a@b.co', businessInfoCompleted: true } });
    api.use(route('GET', '/api/market/history', { items }));
  });

  it('says a question went to the assistant instead of claiming it found nothing', async () => {
    await renderInApp(<MarketHistory />);
    const [asked, searched] = await within(await screen.findByTestId('market-history')).findAllByRole('listitem');
    expect(asked).toHaveTextContent('What is the VAT rate? · asked the assistant');
    expect(asked).not.toHaveTextContent(/results/);
    expect(searched).toHaveTextContent('zakat · results: 4');
  });
});
