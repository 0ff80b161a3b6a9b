import type { QueryClient } from '@tanstack/react-query';
import type { Booking } from '@contracts/bookings.ts';

/**
 * Puts a booking's new state into every cached booking list that holds it (['bookings', 'list', …]),
 * from a mutation's answer or a booking.updated frame. Returns whether any list held it.
 */
export function replaceBookingInLists(client: QueryClient, booking: Booking): boolean {
  let found = false;
  client.setQueriesData<{ bookings: Booking[] }>({ queryKey: ['bookings', 'list'] }, (old) => {
    if (!old?.bookings?.some((b) => b.id === booking.id)) return old;
    found = true;
    return { ...old, bookings: old.bookings.map((b) => (b.id === booking.id ? { ...b, ...booking } : b)) };
  });
  return found;
}
