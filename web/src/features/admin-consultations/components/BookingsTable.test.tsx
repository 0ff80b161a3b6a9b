import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aBooking } from '@/testing/bookings.ts';
import { renderInApp } from '@/testing/render.tsx';
import { setSession } from '@/lib/session.ts';
import { BookingsTable } from './BookingsTable.tsx';

describe('the back office’s bookings (issue 17 item 7)', () => {
  // No handler: the table asks the API nothing until a status is applied, so any request it starts fails the test.
  beforeEach(() => {
    setSession({ token: 't', refreshToken: 'r', user: { id: 'a1', email: 'admin@example.com', role: 'admin' } });
  });

  it('names each client with their email and company, and each topic by its title', async () => {
    const booking = aBooking({ topic: 'visa-residency', client: { name: 'Hans Becker', email: 'hans@example.com', company: 'Becker GmbH' } });
    await renderInApp(<BookingsTable bookings={[booking]} />);
    const row = document.querySelector('[data-booking="b1"]') as HTMLElement;
    expect(within(row).getByTestId('admin-client')).toHaveTextContent('Hans Beckerhans@example.comBecker GmbH');
    expect(row).toHaveTextContent('Visa & Residency');
    expect(row).not.toHaveTextContent('visa-residency');
    expect(row).not.toHaveTextContent(booking.userId);
  });

  it('falls back to the email, then the id, when no name is known', async () => {
    await renderInApp(<BookingsTable bookings={[aBooking({ client: { name: null, email: 'x@example.com', company: null } }), aBooking({ id: 'b2', userId: 'gone-user', client: null })]} />);
    expect(screen.getAllByTestId('admin-client').map((c) => c.textContent)).toEqual(['x@example.com', 'gone-user']);
  });
});
