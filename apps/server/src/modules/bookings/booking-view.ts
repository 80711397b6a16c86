import { type Booking, nightsBetween, type Payment, type Photo } from '@madabook/contracts';
import type { BookingRoomRow, BookingRow } from './bookings.repo';
import type { FlightItinerary } from './flight-itinerary';

interface HotelSummary {
  id: string;
  slug: string;
  city: string;
  checkInTime: string;
  checkOutTime: string;
}

/** A booking as the API shows it: the stored copy of what was sold, never today's prices. */
export function toBooking(
  row: BookingRow,
  extra: {
    lines: BookingRoomRow[];
    hotel: HotelSummary | undefined;
    photo: Photo | null;
    itinerary: FlightItinerary | undefined;
    cancellable: boolean;
    payments: { payments: Payment[]; paid: number } | undefined;
  },
): Booking {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    source: row.source,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    checkedOutAt: row.checkedOutAt?.toISOString() ?? null,
    paymentStatus: row.paymentStatus,
    currency: 'MGA',
    total: row.totalAmount,
    amountDueNow: row.amountDueNow,
    amountPaid: extra.payments?.paid ?? 0,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    payments: extra.payments?.payments ?? [],
    hotel: row.hotelName
      ? {
          id: row.hotelId,
          name: row.hotelName ?? '',
          slug: extra.hotel?.slug ?? null,
          city: extra.hotel?.city ?? null,
          checkInTime: extra.hotel?.checkInTime ?? null,
          checkOutTime: extra.hotel?.checkOutTime ?? null,
          photo: extra.photo,
        }
      : null,
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    // Nights belong to a stay; a journey's dates are its first departure and last arrival.
    nights:
      row.kind === 'HOTEL' && row.checkIn && row.checkOut ? nightsBetween(row.checkIn, row.checkOut) : 0,
    guests: row.guests,
    rooms: extra.lines.map((line) => ({
      roomId: line.roomId,
      roomName: line.roomName,
      roomType: line.roomType,
      quantity: line.quantity,
      pricePerNight: line.pricePerNight,
      nightPrices: line.nightPrices,
      subtotal: line.subtotal,
    })),
    flights: extra.itinerary?.flights ?? [],
    passengers: extra.itinerary?.passengers ?? [],
    guest: { name: row.guestName, phone: row.guestPhone, email: row.guestEmail },
    specialRequests: row.specialRequests,
    freeCancellationUntil: row.freeCancellationUntil?.toISOString() ?? null,
    cancellable: extra.cancellable,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledBy: row.cancellationSource,
    createdAt: row.createdAt.toISOString(),
    userId: row.userId,
  };
}
