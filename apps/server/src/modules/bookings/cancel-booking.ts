import type { Transaction } from '@madabook/db';
import type { FlightReservations } from '../flights/flight-reservations';
import type { BookingLinks } from './booking-links';
import type { BookingPayments } from './booking-payments';
import { type BookingRow, type CancellationSource, findBooking, markCancelled } from './bookings.repo';
import { cancelFlightJourney } from './flight-booking';
import { cancelHotelStay } from './hotel-booking';
import type { NotifyHotel } from './hotel-notifications';

export interface Cancellation {
  /** The user who cancelled: the traveller, an admin, a hotel's member, or the admin who cancelled the departure. */
  by: string | null;
  source: CancellationSource;
  /** For source AIRLINE: the departure that no longer flies. */
  departureId?: string;
}

/**
 * Cancels an active booking of any kind in the caller's transaction (the
 * caller holds its row lock and has decided it may): its status and who
 * cancelled, its stock given back, its payments settled, a mail to the
 * traveller and to the hotel's team.
 */
export function createBookingCancellation(deps: {
  flights: FlightReservations;
  links: BookingLinks;
  payments: () => Pick<BookingPayments, 'settleCancelled'>;
  notifyHotel: NotifyHotel;
  now: () => Date;
}) {
  return async function cancelBooking(
    tx: Transaction,
    current: BookingRow,
    cancellation: Cancellation,
  ): Promise<BookingRow> {
    const cancelled = await markCancelled(tx, current.id, {
      by: cancellation.by,
      at: deps.now(),
      source: cancellation.source,
    });
    // Payments first: the mail tells what is refunded.
    const refunds = await deps.payments().settleCancelled(tx, cancelled);
    if (cancelled.kind === 'FLIGHT') {
      await cancelFlightJourney(tx, cancelled, {
        flights: deps.flights,
        links: deps.links,
        refunds,
        ...(cancellation.departureId ? { cancelledDepartureId: cancellation.departureId } : {}),
      });
    } else {
      await cancelHotelStay(tx, cancelled, { links: deps.links, refunds });
      await deps.notifyHotel(tx, cancelled, { kind: 'CANCELLED' });
    }
    // Settling wrote its payment status: answer the booking as it now is.
    return (await findBooking(tx, cancelled.id)) ?? cancelled;
  };
}
