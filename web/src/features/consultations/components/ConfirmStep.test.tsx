import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render.tsx';
import { api, route } from '@/testing/msw.ts';
import { setSession } from '@/lib/session.ts';
import { topicsAnswer } from '../test-fixtures.ts';
import { emptyChoice } from './booking-choice.ts';
import { ConfirmStep } from './ConfirmStep.tsx';

const expert = { id: 'e1', displayName: 'ليلى القحطاني', headline: 'Market entry for industrial firms', bio: '', languages: ['ar', 'en'], topics: ['market-entry'], rating: null, reviewCount: 0 };
const topic = topicsAnswer.find((t) => t.id === 'market-entry')!;
const choice = { ...emptyChoice(), topic: 'market-entry', answers: { 'market-entry.cities': 'Riyadh, then Dammam.' }, answered: true, day: '2030-01-15', slot: '2030-01-15T06:00:00.000Z', expertId: 'e1' };

describe('the last booking step names whom the user will meet', () => {
  beforeEach(() => {
    setSession({ token: 'h.eyJzdWIiOiJ1MSJ9.s', refreshToken: 'r', user: { id: 'u1', email: 'a@b.co', businessInfoCompleted: true } });
    api.use(route('GET', '/api/experts', [expert]));
  });

  it('shows the expert of the chosen slot, and the answers keep their own direction', async () => {
    await renderInApp(<ConfirmStep duration={20} topic={topic} choice={choice} onPickAnother={() => {}} />);
    const who = await screen.findByTestId('confirm-expert');
    expect(who).toHaveTextContent('ليلى القحطاني');
    expect(who).toHaveTextContent('Market entry for industrial firms');
    expect(screen.getByText('Riyadh, then Dammam.').getAttribute('dir')).toBe('auto');
  });
});
