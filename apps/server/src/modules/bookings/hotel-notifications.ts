import { languageOrDefault, nightsBetween, type PaymentMethod } from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import { enqueueMail } from '../../mail/outbox';
import type { HotelBookingMailData } from '../../mail/templates/hotel-mails';
import { type BookingRow, roomLinesOf } from './bookings.repo';

/** What happened to a booking that its hotel's team is told of. */
export type HotelBookingEvent =
  | { kind: 'NEW' }
  | { kind: 'CANCELLED' }
  | { kind: 'PAYMENT_RECEIVED'; amount: number; method: PaymentMethod };

/** The hotel's members who asked for booking mails, read in the caller's transaction. */
export type HotelMailRecipients = (
  hotelId: string,
  db: Database | Transaction,
) => Promise<Array<{ email: string; language: string | null }>>;

/** The partner page of a hotel's booking, where the mails to its team point. */
export const partnerBookingUrl = (appUrl: string, hotelId: string, bookingId: string) =>
  `${appUrl}/partner/hotels/${hotelId}/bookings/${bookingId}`;

/**
 * The one way a hotel hears of its bookings: each new booking, cancellation and payment is mailed
 * to its owners and managers who asked for it, each in their own language, in the transaction of
 * the change (it commits, or rolls back, with it). Journeys have no hotel: nothing is sent.
 */
export function createHotelNotifier(deps: { recipients: HotelMailRecipients; appUrl: string }) {
  return async function notifyHotel(tx: Transaction, row: BookingRow, event: HotelBookingEvent) {
    if (row.kind !== 'HOTEL' || !row.hotelId || !row.checkIn || !row.checkOut) return;
    const recipients = await deps.recipients(row.hotelId, tx);
    if (recipients.length === 0) return;
    const lines = await roomLinesOf(tx, [row.id]);
    const data: HotelBookingMailData = {
      reference: row.reference,
      hotelName: row.hotelName ?? '',
      guestName: row.guestName,
      guestPhone: row.guestPhone,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      nights: nightsBetween(row.checkIn, row.checkOut),
      guests: row.guests ?? 0,
      rooms: lines.map((line) => ({ name: line.roomName, quantity: line.quantity })),
      total: row.totalAmount,
      source: row.source,
      awaitingPayment: row.status === 'PENDING_PAYMENT',
      url: partnerBookingUrl(deps.appUrl, row.hotelId, row.id),
    };
    for (const recipient of recipients) {
      const to = { email: recipient.email, language: languageOrDefault(recipient.language) };
      if (event.kind === 'NEW') {
        await enqueueMail(tx, { to, template: 'hotel-booking-new', data });
      } else if (event.kind === 'CANCELLED') {
        await enqueueMail(tx, {
          to,
          template: 'hotel-booking-cancelled',
          data: { ...data, cancelledBy: row.cancellationSource ?? 'ADMIN' },
        });
      } else {
        await enqueueMail(tx, {
          to,
          template: 'hotel-payment-received',
          data: { ...data, amount: event.amount, method: event.method },
        });
      }
    }
  };
}

export type NotifyHotel = ReturnType<typeof createHotelNotifier>;
