import type { QueryClient } from '@tanstack/react-query';
import type { Booking, BookingList } from '@contracts/bookings.ts';
import { queryKeys } from '@/lib/query-keys.ts';

/**
 * Puts a booking the server just answered (a mutation's answer) into the detail cache and every list
 * that holds it, then lets the lists refetch: a new or moved booking may change their order or filter.
 */
export function storeBooking(client: QueryClient, booking: Booking): void {
  client.setQueryData(queryKeys.booking(booking.id), { success: true, booking });
  client.setQueriesData<BookingList>({ queryKey: queryKeys.bookingLists }, (old) =>
    old ? { ...old, bookings: old.bookings.map((b) => (b.id === booking.id ? booking : b)) } : old,
  );
  void client.invalidateQueries({ queryKey: queryKeys.bookingLists });
}
