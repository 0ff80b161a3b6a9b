import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aBooking } from '@/testing/bookings.ts';
import { renderInApp } from '@/testing/render.tsx';
import { setSession } from '@/lib/session.ts';
import { SessionCard } from './SessionCard.tsx';

const booking = aBooking({
  duration: 20,
  end: '2030-01-15T06:20:00.000Z',
  answers: { 'market-entry.cities': 'Riyadh and Dammam', 'market-entry.timeline': '' },
  client: { name: 'Hans Becker', company: 'Becker Maschinenbau GmbH' },
});

describe('a session card in the expert console (issue 17 item 8)', () => {
  // No handler: with the user seeded by setSession and no chat on the booking, the card asks the API
  // nothing, so any request it starts fails the test.
  beforeEach(() => {
    setSession({ token: 't', refreshToken: 'r', user: { id: 'e1', email: 'e@b.co', role: 'expert' } });
  });

  it('names the client and their company and shows the answers they gave before the call', async () => {
    await renderInApp(<ul><SessionCard booking={booking} now={Date.parse('2030-01-14T00:00:00.000Z')} /></ul>);
    const brief = await screen.findByTestId('session-client');
    expect(within(brief).getByTestId('client-name')).toHaveTextContent('Hans Becker');
    expect(within(brief).getByTestId('client-company')).toHaveTextContent('Becker Maschinenbau GmbH');
    expect(within(brief).getByText('Which cities are you considering?')).toBeInTheDocument();
    expect(within(brief).getAllByTestId('client-answer').map((a) => a.textContent)).toEqual(['Riyadh and Dammam']);
  });

  it('says when the client answered nothing', async () => {
    await renderInApp(<ul><SessionCard booking={{ ...booking, answers: {}, client: null }} now={0} /></ul>);
    expect(await screen.findByText('The client answered no questions before the call.')).toBeInTheDocument();
    expect(screen.getByTestId('client-name')).toHaveTextContent('Name not given');
  });

  it('keeps a space between the time and its zone in a right-to-left line, outside the zone name', async () => {
    await renderInApp(<ul><SessionCard booking={booking} now={0} timeZone="Asia/Riyadh" /></ul>);
    const zone = await screen.findByTestId('session-zone');
    expect(zone).toHaveTextContent(/^\(Asia\/Riyadh\)$/);
    expect(zone.previousSibling?.textContent).toMatch(/ $/);
  });
});
