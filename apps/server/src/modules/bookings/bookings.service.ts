import { createHash } from 'node:crypto';
import {
  type Booking,
  type BookingCreateInput,
  bookingCreateSchema,
  freeCancellationDeadline,
  type Language,
  languageSchema,
  nightsBetween,
  nightsOf,
  type Paginated,
  type Photo,
  type SessionUser,
  todayInMadagascar,
} from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import type { z } from 'zod';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { pageWindow } from '../../lib/pagination';
import { enqueueMail } from '../../mail/outbox';
import type { Actor, AuditService } from '../audit/audit.service';
import { calendarRows, releaseRooms, takeRooms } from '../calendar/calendar.repo';
import { alignNights, quoteStay } from '../calendar/stay-quote';
import type { UpcomingBookings } from '../hotels/upcoming-bookings';
import { toBooking } from './booking-view';
import {
  type AdminBookingFilter,
  type BookingRow,
  bookingsOfUser,
  completeFinishedStays,
  countUpcomingForHotel,
  countUpcomingForRoom,
  findBookableHotel,
  findBooking,
  findByIdempotencyKey,
  hotelSummaries,
  insertBooking,
  linesOf,
  listBookings,
  lockRooms,
  markCancelled,
} from './bookings.repo';
import { canGuestCancel } from './cancellation';
import { generateBookingReference } from './reference';

type BookingCreate = z.output<typeof bookingCreateSchema>;

export interface BookingServiceDeps {
  db: Database;
  audit: AuditService;
  appUrl: string;
  onMailQueued: () => void;
  /** The first photo of each hotel, to show with its bookings. */
  hotelPhotos: (hotelIds: string[]) => Promise<Map<string, Photo>>;
  now?: () => Date;
}

/** Same request, same digest: a reused Idempotency-Key must carry the same booking request. */
const digestOf = (input: BookingCreate) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        ...input,
        rooms: [...input.rooms].sort((a, b) => a.roomId.localeCompare(b.roomId)),
      }),
    )
    .digest('hex');

const languageOf = (user: SessionUser): Language => languageSchema.catch('fr').parse(user.language);

export function createBookingService(deps: BookingServiceDeps) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function present(rows: BookingRow[]): Promise<Booking[]> {
    const hotelIds = [...new Set(rows.flatMap((row) => (row.hotelId ? [row.hotelId] : [])))];
    const [lines, hotels, photos] = await Promise.all([
      linesOf(
        db,
        rows.map((row) => row.id),
      ),
      hotelSummaries(db, hotelIds),
      deps.hotelPhotos(hotelIds),
    ]);
    const at = now();
    return rows.map((row) =>
      toBooking(row, {
        lines: lines.filter((line) => line.bookingId === row.id),
        hotel: hotels.find((candidate) => candidate.id === row.hotelId),
        photo: (row.hotelId && photos.get(row.hotelId)) || null,
        cancellable: canGuestCancel(row, at),
      }),
    );
  }

  const presentOne = async (row: BookingRow) => (await present([row]))[0] as Booking;

  const tripUrl = (id: string) => `${deps.appUrl}/account/trips/${id}`;

  function mailData(row: BookingRow, lines: Array<{ roomName: string; quantity: number }>) {
    return {
      reference: row.reference,
      hotelName: row.hotelName ?? '',
      checkIn: row.checkIn ?? '',
      checkOut: row.checkOut ?? '',
      nights: row.checkIn && row.checkOut ? nightsBetween(row.checkIn, row.checkOut) : 0,
      rooms: lines.map((line) => ({ name: line.roomName, quantity: line.quantity })),
      total: row.totalAmount,
      freeCancellationUntil: row.freeCancellationUntil?.toISOString() ?? null,
      url: tripUrl(row.id),
    };
  }

  async function replay(userId: string, key: string, digest: string) {
    const existing = await findByIdempotencyKey(db, userId, key);
    if (!existing) return undefined;
    if (existing.requestDigest !== digest) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return presentOne(existing);
  }

  async function book(user: SessionUser, input: BookingCreate, key: string | undefined, digest: string) {
    return db.transaction(async (tx) => {
      const hotel = await findBookableHotel(tx, input.hotelId);
      if (!hotel || hotel.archived) throw new AppError('HOTEL_NOT_BOOKABLE');
      const roomIds = input.rooms.map((requested) => requested.roomId);
      const rooms = await lockRooms(tx, hotel.id, roomIds);
      if (rooms.length !== roomIds.length) throw new AppError('HOTEL_NOT_BOOKABLE');

      // A twin request with the same key may have committed while we waited for the locks.
      if (key) {
        const twin = await findByIdempotencyKey(tx, user.id, key);
        if (twin) return { row: twin, created: false };
      }

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
        if (restriction)
          throw new AppError('STAY_RESTRICTED', undefined, { roomId: room.id, ...restriction });
      }

      const lines = [];
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
          id: newId(),
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
      const bookingId = newId();
      const row = await insertBooking(
        tx,
        {
          id: bookingId,
          reference: generateBookingReference(),
          kind: 'HOTEL',
          userId: user.id,
          totalAmount: lines.reduce((sum, line) => sum + line.subtotal, 0),
          guestName: input.guest.name,
          guestPhone: input.guest.phone,
          guestEmail: user.email,
          specialRequests: input.specialRequests,
          language: languageOf(user),
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
          idempotencyKey: key,
          requestDigest: digest,
        },
        lines.map((line) => ({ ...line, bookingId })),
      );
      await enqueueMail(tx, {
        to: { email: user.email, language: languageOf(user) },
        template: 'booking-confirmed',
        data: mailData(row, lines),
      });
      return { row, created: true };
    });
  }

  return {
    /**
     * Books in one transaction that locks the rooms, re-counts every night and
     * writes the booking and its confirmation mail; the loser of a race for
     * the last rooms gets SOLD_OUT.
     */
    async create(
      user: SessionUser,
      request: BookingCreateInput,
      idempotencyKey?: string,
    ): Promise<{ booking: Booking; created: boolean }> {
      const input = bookingCreateSchema.parse(request);
      const digest = digestOf(input);
      if (idempotencyKey) {
        const replayed = await replay(user.id, idempotencyKey, digest);
        if (replayed) return { booking: replayed, created: false };
      }
      for (let attempt = 1; ; attempt++) {
        try {
          const { row, created } = await book(user, input, idempotencyKey, digest);
          if (!created && row.requestDigest !== digest) throw new AppError('IDEMPOTENCY_KEY_REUSED');
          if (created) deps.onMailQueued();
          return { booking: await presentOne(row), created };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // The key was taken by a concurrent twin, or (rarely) the reference was: look again.
          const replayed = idempotencyKey ? await replay(user.id, idempotencyKey, digest) : undefined;
          if (replayed) return { booking: replayed, created: false };
          if (attempt >= 3) throw error;
        }
      }
    },

    /** The owner or an admin sees it; anybody else gets NOT_FOUND, so ids reveal nothing. */
    async get(user: SessionUser, id: string): Promise<Booking> {
      const row = await findBooking(db, id);
      if (!row || (row.userId !== user.id && !user.roles.includes('ADMIN'))) throw new AppError('NOT_FOUND');
      return presentOne(row);
    },

    async listMine(user: SessionUser): Promise<{ upcoming: Booking[]; past: Booking[] }> {
      const today = todayInMadagascar(now());
      const all = await present(await bookingsOfUser(db, user.id));
      const isPast = (booking: Booking) =>
        booking.status !== 'CONFIRMED' || (booking.checkOut ?? '') <= today;
      return { upcoming: all.filter((booking) => !isPast(booking)), past: all.filter(isPast).reverse() };
    },

    /** A guest cancels until the free cancellation deadline; an admin cancels on their behalf at any time. */
    async cancel(
      user: SessionUser,
      id: string,
      options: { asAdmin: boolean; requestId?: string },
    ): Promise<Booking> {
      const isAdmin = options.asAdmin && user.roles.includes('ADMIN');
      const row = await db.transaction(async (tx) => {
        const current = await findBooking(tx, id, { lock: true });
        if (!current || (current.userId !== user.id && !isAdmin)) throw new AppError('NOT_FOUND');
        if (current.status !== 'CONFIRMED')
          throw new AppError('BOOKING_NOT_CANCELLABLE', 'This booking is not active');
        if (!isAdmin && !canGuestCancel(current, now())) throw new AppError('BOOKING_NOT_CANCELLABLE');
        const cancelled = await markCancelled(tx, id, user.id, now());
        const lines = await linesOf(tx, [id]);
        for (const line of lines) {
          if (line.roomId && current.checkIn && current.checkOut) {
            await releaseRooms(tx, {
              roomId: line.roomId,
              checkIn: current.checkIn,
              checkOut: current.checkOut,
              quantity: line.quantity,
            });
          }
        }
        await enqueueMail(tx, {
          to: { email: current.guestEmail, language: languageSchema.catch('fr').parse(current.language) },
          template: 'booking-cancelled',
          data: { ...mailData(cancelled, lines), url: `${deps.appUrl}/account/trips` },
        });
        if (isAdmin) {
          const actor: Actor = {
            id: user.id,
            email: user.email,
            ...(options.requestId ? { requestId: options.requestId } : {}),
          };
          await audit.record(tx, actor, {
            action: 'booking.cancel',
            entityType: 'booking',
            entityId: id,
            before: { status: current.status },
            after: { status: cancelled.status },
          });
        }
        return cancelled;
      });
      deps.onMailQueued();
      return presentOne(row);
    },

    async list(
      query: AdminBookingFilter & {
        page: number;
        pageSize: number;
        sort: 'createdAt' | 'checkIn' | 'total';
        order: 'asc' | 'desc';
      },
    ): Promise<Paginated<Booking>> {
      const { rows, total } = await listBookings(db, query, {
        ...pageWindow(query),
        sort: query.sort,
        order: query.order,
      });
      return { items: await present(rows), total, page: query.page, pageSize: query.pageSize };
    },

    /** Marks the stays that have ended as completed. */
    completeFinishedStays: () => completeFinishedStays(db, todayInMadagascar(now())),

    /** What the hotel and room modules ask, in their deleting transaction, before a deletion. */
    upcomingBookings: {
      countForHotel: (hotelId: string, tx: Transaction) =>
        countUpcomingForHotel(tx, hotelId, todayInMadagascar(now())),
      countForRoom: (roomId: string, tx: Transaction) =>
        countUpcomingForRoom(tx, roomId, todayInMadagascar(now())),
    } satisfies UpcomingBookings,
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
