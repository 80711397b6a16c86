import type { Booking, Photo } from '@madabook/contracts';
import type { Database } from '@madabook/db';
import type { BookingPayments } from './booking-payments';
import { toBooking } from './booking-view';
import { type BookingRow, hotelSummaries, roomLinesOf } from './bookings.repo';
import { canGuestCancel } from './cancellation';
import { loadFlightItineraries } from './flight-itinerary';

/** Turns booking rows into the API's bookings, reading what each kind needs in a few queries for the whole list. */
export function createBookingPresenter(deps: {
  db: Database;
  hotelPhotos: (hotelIds: string[]) => Promise<Map<string, Photo>>;
  payments: () => Pick<BookingPayments, 'paymentsView'>;
  now: () => Date;
}) {
  return async function present(rows: BookingRow[]): Promise<Booking[]> {
    const idsOf = (kind: BookingRow['kind']) => rows.filter((row) => row.kind === kind).map((row) => row.id);
    const hotelIds = [...new Set(rows.flatMap((row) => (row.hotelId ? [row.hotelId] : [])))];
    const [lines, hotels, photos, itineraries, payments] = await Promise.all([
      roomLinesOf(deps.db, idsOf('HOTEL')),
      hotelSummaries(deps.db, hotelIds),
      hotelIds.length > 0 ? deps.hotelPhotos(hotelIds) : new Map<string, Photo>(),
      loadFlightItineraries(deps.db, idsOf('FLIGHT')),
      deps.payments().paymentsView(rows.map((row) => row.id)),
    ]);
    const at = deps.now();
    return rows.map((row) =>
      toBooking(row, {
        lines: lines.filter((line) => line.bookingId === row.id),
        hotel: hotels.find((candidate) => candidate.id === row.hotelId),
        photo: (row.hotelId && photos.get(row.hotelId)) || null,
        itinerary: itineraries.get(row.id),
        cancellable: canGuestCancel(row, at),
        payments: payments.get(row.id),
      }),
    );
  };
}

export type BookingPresenter = ReturnType<typeof createBookingPresenter>;
