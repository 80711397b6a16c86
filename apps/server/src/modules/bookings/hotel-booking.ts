import {
  type bookingCreateSchema,
  freeCancellationDeadline,
  nightsBetween,
  nightsOf,
} from '@madabook/contracts';
import type { Transaction } from '@madabook/db';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { mailBookingGuest } from '../../mail/booking-guest';
import type { RefundLine } from '../../mail/templates/payment-copy';
import { calendarRows, releaseRooms, takeRooms } from '../calendar/calendar.repo';
import { alignNights, quoteStay } from '../calendar/stay-quote';
import type { BookingLinks } from './booking-links';
import {
  type BookingRoomInsert,
  type BookingRoomRow,
  type BookingRow,
  findBookableHotel,
  insertRoomLines,
  lockRooms,
  roomLinesOf,
} from './bookings.repo';
import { type BookingDraft, requestDigest } from './idempotent-create';

export type HotelBookingCreate = z.output<typeof bookingCreateSchema>;
/** What a stay's booking asks of the hotel, online or taken by its staff. */
export type StayRequest = Pick<
  HotelBookingCreate,
  'hotelId' | 'checkIn' | 'checkOut' | 'rooms' | 'guests' | 'specialRequests'
> & { guest: { name: string; phone: string } };

/** The order of the rooms does not make another request. */
export const hotelRequestDigest = <Input extends Pick<StayRequest, 'rooms'>>(input: Input) =>
  requestDigest({ ...input, rooms: [...input.rooms].sort((a, b) => a.roomId.localeCompare(b.roomId)) });

function mailData(
  row: BookingRow,
  lines: Array<Pick<BookingRoomRow, 'roomName' | 'quantity'>>,
  url: string | null,
) {
  return {
    reference: row.reference,
    hotelName: row.hotelName ?? '',
    checkIn: row.checkIn ?? '',
    checkOut: row.checkOut ?? '',
    nights: row.checkIn && row.checkOut ? nightsBetween(row.checkIn, row.checkOut) : 0,
    rooms: lines.map((line) => ({ name: line.roomName, quantity: line.quantity })),
    total: row.totalAmount,
    // A stay is confirmed at once (nothing due online) or once what was due online is paid.
    paidOnline: row.amountDueNow,
    freeCancellationUntil: row.freeCancellationUntil?.toISOString() ?? null,
    url,
  };
}

/**
 * A stay: locks the rooms, checks guests and restrictions, and re-counts every
 * night with one conditional write per room type; SOLD_OUT when a night is full.
 */
export async function draftHotelBooking(
  tx: Transaction,
  input: StayRequest,
  guestEmail: string,
): Promise<BookingDraft> {
  const hotel = await findBookableHotel(tx, input.hotelId);
  if (!hotel || hotel.archived) throw new AppError('HOTEL_NOT_BOOKABLE');
  const roomIds = input.rooms.map((requested) => requested.roomId);
  const rooms = await lockRooms(tx, hotel.id, roomIds);
  if (rooms.length !== roomIds.length) throw new AppError('HOTEL_NOT_BOOKABLE');

  const capacity = input.rooms.reduce(
    (sum, requested) =>
      sum + requested.quantity * (rooms.find((room) => room.id === requested.roomId)?.capacity ?? 0),
    0,
  );
  const guests = input.guests ?? input.rooms.reduce((sum, requested) => sum + requested.quantity, 0);
  if (guests > capacity) {
    throw new AppError('VALIDATION_ERROR', 'Too many guests for these rooms', {
      issues: [{ path: 'guests', message: 'Too many guests for these rooms' }],
    });
  }

  const nights = nightsOf(input.checkIn, input.checkOut);
  const calendarNights = await calendarRows(tx, roomIds, input.checkIn, input.checkOut);
  for (const room of rooms) {
    const stay = alignNights(
      calendarNights.filter((row) => row.roomId === room.id),
      nights,
    );
    const { restriction } = quoteStay(room, stay);
    if (restriction) throw new AppError('STAY_RESTRICTED', undefined, { roomId: room.id, ...restriction });
  }

  const lines: Array<Omit<BookingRoomInsert, 'id' | 'bookingId'>> = [];
  const missing: string[] = [];
  // In the rooms' id order, like their locks, so that two bookings never wait on each other crosswise.
  for (const room of rooms) {
    const quantity = input.rooms.find((requested) => requested.roomId === room.id)?.quantity ?? 0;
    const taken = await takeRooms(tx, {
      roomId: room.id,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      quantity,
    });
    if (taken.length !== nights.length) {
      missing.push(room.id);
      continue;
    }
    const nightPrices = alignNights(taken, nights).map((night) => night?.price ?? room.pricePerNight);
    const subtotal = nightPrices.reduce((sum, price) => sum + price, 0) * quantity;
    lines.push({
      roomId: room.id,
      roomName: room.name,
      roomType: room.type,
      quantity,
      pricePerNight: Math.round(subtotal / quantity / nights.length),
      nightPrices,
      nights: nights.length,
      subtotal,
    });
  }
  if (missing.length > 0) throw new AppError('SOLD_OUT', undefined, { roomIds: missing });

  return {
    booking: {
      totalAmount: lines.reduce((sum, line) => sum + line.subtotal, 0),
      guestName: input.guest.name,
      guestPhone: input.guest.phone,
      guestEmail,
      specialRequests: input.specialRequests,
      hotelId: hotel.id,
      hotelName: hotel.name,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      guests,
      freeCancellationUntil: freeCancellationDeadline(
        input.checkIn,
        hotel.checkInTime,
        hotel.freeCancellationDays,
      ),
    },
    prepaymentPercent: hotel.prepaymentPercent,
    writeLines: (lineTx, bookingId) =>
      insertRoomLines(
        lineTx,
        lines.map((line) => ({ ...line, id: newId(), bookingId })),
      ),
  };
}

/** The guest's page of the booking: their trips, when the booking is linked to their account. */
const tripOf = (row: BookingRow, links: BookingLinks) => (row.userId ? links.trip(row.id) : null);

/** Tells the guest the stay is booked, from what the booking stored. */
export async function queueStayConfirmation(tx: Transaction, row: BookingRow, links: BookingLinks) {
  const lines = await roomLinesOf(tx, [row.id]);
  await mailBookingGuest(tx, row, {
    template: 'booking-confirmed',
    data: mailData(row, lines, tripOf(row, links)),
  });
}

/** Gives the nights [from, to) of a stay's rooms back to the calendar: on sale again at once. */
export async function releaseStayNights(
  tx: Transaction,
  row: BookingRow,
  nights: { from: string; to: string },
  lines?: BookingRoomRow[],
) {
  for (const line of lines ?? (await roomLinesOf(tx, [row.id]))) {
    if (line.roomId && nights.from < nights.to) {
      await releaseRooms(tx, {
        roomId: line.roomId,
        checkIn: nights.from,
        checkOut: nights.to,
        quantity: line.quantity,
      });
    }
  }
}

/**
 * Gives the cancelled stay's nights back to the calendar and tells the guest: released when its
 * payment did not come in time, else cancelled; either way what was paid and how it comes back.
 */
export async function cancelHotelStay(
  tx: Transaction,
  cancelled: BookingRow,
  context: { links: BookingLinks; refunds: RefundLine[] },
) {
  const lines = await roomLinesOf(tx, [cancelled.id]);
  if (cancelled.checkIn && cancelled.checkOut) {
    await releaseStayNights(tx, cancelled, { from: cancelled.checkIn, to: cancelled.checkOut }, lines);
  }
  await mailBookingGuest(tx, cancelled, {
    template: cancelled.cancellationSource === 'PAYMENT' ? 'booking-released' : 'booking-cancelled',
    data: {
      ...mailData(cancelled, lines, cancelled.userId ? context.links.trips : null),
      refunds: context.refunds,
    },
  });
}
