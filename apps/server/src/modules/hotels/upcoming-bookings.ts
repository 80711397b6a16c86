import type { Transaction } from '@madabook/db';

/**
 * How many bookings still to come hold a hotel or a room: deleting either is
 * refused while one does. The booking module answers; the count runs in
 * the deleting transaction, once the hotel's or the room's rows are locked,
 * so a booking cannot slip in between the count and the delete.
 */
export interface UpcomingBookings {
  countForHotel(hotelId: string, tx: Transaction): Promise<number>;
  countForRoom(roomId: string, tx: Transaction): Promise<number>;
}
