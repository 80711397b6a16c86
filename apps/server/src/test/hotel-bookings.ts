import { type BookingSource, type BookingStatus, nightsBetween } from '@madabook/contracts';
import { type Database, schema } from '@madabook/db';
import { inArray } from 'drizzle-orm';
import { newId } from '../lib/ids';
import { generateBookingReference } from '../modules/bookings/reference';
import { releaseRooms, takeRooms } from '../modules/calendar/calendar.repo';

export interface StayRow {
  hotel: { id: string; name: string };
  source: BookingSource;
  status: BookingStatus;
  checkIn: string;
  checkOut: string;
  rooms: Array<{ roomId: string; quantity: number }>;
  /** Left early: the stay ends on this date instead of `checkOut`, the later nights given back. */
  leftOn?: string;
}

/** The guest a written booking names: what a calendar feed must never show. */
export const writtenGuest = {
  guestName: 'Voahangy Randria',
  guestPhone: '+261341234567',
  guestEmail: 'voahangy.randria@example.mg',
  specialRequests: 'Chambre au calme, arrivée tardive',
};

const holdsRooms = (status: BookingStatus) => ['CONFIRMED', 'COMPLETED', 'PENDING_PAYMENT'].includes(status);

/**
 * A hotel booking written straight to the database as the front desk's routes would leave it (a
 * phone, walk-in or email booking, checked out, a no-show, an early departure, a cancellation):
 * its rooms taken from the calendar at the night's prices, and given back where the stay no
 * longer holds them. For tests that must not wait on those routes.
 */
export async function insertHotelBooking(db: Database, stay: StayRow) {
  const rooms = await db
    .select()
    .from(schema.room)
    .where(
      inArray(
        schema.room.id,
        stay.rooms.map((line) => line.roomId),
      ),
    );
  return db.transaction(async (tx) => {
    const lines = [];
    for (const { roomId, quantity } of stay.rooms) {
      const room = rooms.find((candidate) => candidate.id === roomId);
      if (!room) throw new Error(`no room ${roomId}`);
      const whole = { roomId, checkIn: stay.checkIn, checkOut: stay.checkOut, quantity };
      const taken = await takeRooms(tx, whole);
      if (taken.length !== nightsBetween(stay.checkIn, stay.checkOut))
        throw new Error(`${room.name} is full`);
      const nightPrices = taken.sort((a, b) => a.night.localeCompare(b.night)).map((night) => night.price);
      if (!holdsRooms(stay.status)) await releaseRooms(tx, whole);
      else if (stay.leftOn) await releaseRooms(tx, { ...whole, checkIn: stay.leftOn });
      const subtotal = nightPrices.reduce((sum, price) => sum + price, 0) * quantity;
      lines.push({
        id: newId(),
        roomId,
        roomName: room.name,
        roomType: room.type,
        quantity,
        pricePerNight: Math.round(subtotal / quantity / nightPrices.length),
        nightPrices,
        nights: nightPrices.length,
        subtotal,
      });
    }
    const now = new Date();
    const [booking] = await tx
      .insert(schema.booking)
      .values({
        id: newId(),
        reference: generateBookingReference('HOTEL'),
        source: stay.source,
        status: stay.status,
        totalAmount: lines.reduce((sum, line) => sum + line.subtotal, 0),
        ...writtenGuest,
        hotelId: stay.hotel.id,
        hotelName: stay.hotel.name,
        checkIn: stay.checkIn,
        checkOut: stay.leftOn ?? stay.checkOut,
        guests: lines.reduce((sum, line) => sum + line.quantity, 0),
        checkedInAt: stay.status === 'COMPLETED' || stay.leftOn ? now : null,
        checkedOutAt: stay.status === 'COMPLETED' ? now : null,
        noShowAt: stay.status === 'NO_SHOW' ? now : null,
        cancelledAt: stay.status === 'CANCELLED' ? now : null,
        cancellationSource: stay.status === 'CANCELLED' ? 'PROPERTY' : null,
      })
      .returning();
    if (!booking) throw new Error('booking not inserted');
    await tx.insert(schema.bookingRoom).values(lines.map((line) => ({ ...line, bookingId: booking.id })));
    return booking;
  });
}
