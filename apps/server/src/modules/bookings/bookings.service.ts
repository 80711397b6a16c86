import {
  type Booking,
  type BookingCreateInput,
  bookingCreateSchema,
  type FlightBookingCreateInput,
  flightBookingCreateSchema,
  type HotelBookingCreateInput,
  hotelBookingCreateSchema,
  type Language,
  type Paginated,
  type PaymentChoice,
  type PaymentMethod,
  type PaymentStatus,
  type Photo,
  type SessionUser,
  todayInMadagascar,
} from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import type { CsvFile } from '../../lib/csv';
import { AppError } from '../../lib/errors';
import { madagascarDate } from '../../lib/madagascar-time';
import { pageWindow } from '../../lib/pagination';
import { airlineCodesReached, authorizeHotel, hotelIdsIn, platformScope, type Scope } from '../../lib/scope';
import type { Actor, AuditService } from '../audit/audit.service';
import type { DepartureBookings, FlightReservations } from '../flights/flight-reservations';
import type { UpcomingBookings } from '../hotels/upcoming-bookings';
import type { PaymentBookings } from '../payments/payment-bookings';
import { bookingsCsv } from './booking-csv';
import { bookingLinks } from './booking-links';
import type { BookingPayments } from './booking-payments';
import { createBookingPresenter } from './booking-presenter';
import {
  type AdminBookingFilter,
  type BookingRow,
  bookingsOfUser,
  completeFinishedBookings,
  confirmHeldBooking,
  countUpcomingForHotel,
  countUpcomingForRoom,
  findBooking,
  listBookings,
  lockActiveBookingsOnDeparture,
  setPaymentStatus,
} from './bookings.repo';
import { type Cancellation, createBookingCancellation } from './cancel-booking';
import { canGuestCancel } from './cancellation';
import { draftFlightBooking, flightRequestDigest, queueJourneyConfirmation } from './flight-booking';
import { lastLanding } from './flight-itinerary';
import { followDepartureTimes } from './flight-retiming';
import { createFrontDesk, findStayInScope, stateConflict } from './front-desk';
import { decidePropertyCancellation } from './front-desk-rules';
import { draftHotelBooking, hotelRequestDigest, queueStayConfirmation } from './hotel-booking';
import { createHotelNotifier, type HotelMailRecipients } from './hotel-notifications';
import { createIdempotentBookings } from './idempotent-create';

/** A list's filters and page (those of GET /api/admin/bookings). */
export type BookingListQuery = AdminBookingFilter & {
  page: number;
  pageSize: number;
  sort: 'createdAt' | 'checkIn' | 'total';
  order: 'asc' | 'desc';
};

/** Rows of one CSV export at most: narrower filters export the rest. */
export const maxExportedBookings = 10_000;

export interface BookingServiceDeps {
  db: Database;
  audit: AuditService;
  appUrl: string;
  onMailQueued: () => void;
  /** The first photo of each hotel, to show with its bookings. */
  hotelPhotos: (hotelIds: string[]) => Promise<Map<string, Photo>>;
  /** Seats on flights: checked offers taken, and given back, inside the booking's transaction. */
  flights: FlightReservations;
  /** What is paid when, and refunds; a function because payments and bookings call each other. */
  payments: () => BookingPayments;
  /** Who of a hotel's team is mailed its bookings (the partners module decides). */
  hotelMailRecipients: HotelMailRecipients;
  now?: () => Date;
}

export function createBookingService(deps: BookingServiceDeps) {
  const { db, audit } = deps;
  const now = deps.now ?? (() => new Date());
  const links = bookingLinks(deps.appUrl);
  const present = createBookingPresenter({ db, hotelPhotos: deps.hotelPhotos, payments: deps.payments, now });
  const presentOne = async (row: BookingRow) => (await present([row]))[0] as Booking;
  const queueConfirmation = (tx: Transaction, row: BookingRow) =>
    row.kind === 'FLIGHT' ? queueJourneyConfirmation(tx, row, links) : queueStayConfirmation(tx, row, links);
  const notifyHotel = createHotelNotifier({ recipients: deps.hotelMailRecipients, appUrl: deps.appUrl });
  const createOnce = createIdempotentBookings({
    db,
    onMailQueued: deps.onMailQueued,
    payments: deps.payments,
    queueConfirmation,
    announce: (tx, row) => notifyHotel(tx, row, { kind: 'NEW' }),
  });
  const cancelBooking = createBookingCancellation({
    flights: deps.flights,
    links,
    payments: deps.payments,
    notifyHotel,
    now,
  });
  const frontDesk = createFrontDesk({ db, audit, present, now });

  /** Cancels in the caller's transaction (which holds the row lock) and files it in the audit log. */
  async function cancelAudited(
    tx: Transaction,
    actor: Actor,
    current: BookingRow,
    cancellation: Cancellation,
    extra: Record<string, unknown> = {},
  ) {
    const cancelled = await cancelBooking(tx, current, cancellation);
    await audit.record(tx, actor, {
      action: 'booking.cancel',
      entityType: 'booking',
      entityId: current.id,
      before: { status: current.status },
      after: { status: cancelled.status, cancelledBy: cancelled.cancellationSource, ...extra },
      hotelId: current.hotelId,
    });
    return cancelled;
  }

  /** One query, narrowed by the scope: an airline's journeys on its path, else the caller's hotels' stays. */
  function listRows(
    scope: Scope,
    query: BookingListQuery,
    page: { offset: number; limit: number },
    airline?: string,
  ) {
    const narrowing =
      airline === undefined
        ? { hotelIds: hotelIdsIn(scope, 'bookings') }
        : { airlineCodes: airlineCodesReached(scope, airline, 'bookings') };
    if (query.hotelId) authorizeHotel(scope, query.hotelId, 'bookings');
    return listBookings(db, { ...query, ...narrowing }, { ...page, sort: query.sort, order: query.order });
  }

  /** Cancels a booking still held for its payment once its hold has run out; undefined otherwise. */
  async function releaseHeld(tx: Transaction, id: string) {
    const current = await findBooking(tx, id, { lock: true });
    const due =
      current?.status === 'PENDING_PAYMENT' && current.holdExpiresAt && current.holdExpiresAt <= now();
    return due ? cancelBooking(tx, current, { by: null, source: 'PAYMENT' }) : undefined;
  }

  /** Over once the stay's check-out day has come, or the journey's last flight has landed. */
  const hasEnded = (booking: Booking, at: Date) =>
    booking.kind === 'FLIGHT'
      ? lastLanding(booking.flights) <= at.getTime()
      : (booking.checkOut ?? '') <= todayInMadagascar(at);

  /** A new booking with the online payment chosen with it started (its status then shows in the answer). */
  const presentCreated = async (
    { row, created }: { row: BookingRow; created: boolean },
    payment: PaymentChoice | undefined,
  ) => {
    if (!created) return { booking: await presentOne(row), created };
    await deps.payments().startChosen(row.id, payment);
    return { booking: await presentOne((await findBooking(db, row.id)) ?? row), created };
  };

  return {
    /**
     * Books a stay in one transaction that locks the rooms, re-counts every
     * night and writes the booking and its confirmation mail; the loser of a
     * race for the last rooms gets SOLD_OUT.
     */
    async create(
      user: SessionUser,
      request: BookingCreateInput,
      idempotencyKey?: string,
    ): Promise<{ booking: Booking; created: boolean }> {
      const input = bookingCreateSchema.parse(request);
      return presentCreated(
        await createOnce({
          author: user,
          travellerId: user.id,
          source: 'ONLINE',
          kind: 'HOTEL',
          payment: input.payment,
          idempotencyKey,
          digest: hotelRequestDigest(input),
          draft: (tx) => draftHotelBooking(tx, input, user.email),
        }),
        input.payment,
      );
    },

    /**
     * Books a journey in one transaction that takes seats on every flight of
     * the offers or on none, and writes the booking, its flights, passengers
     * and e-ticket mail; SOLD_OUT or OFFER_EXPIRED when the offers no longer hold.
     */
    async createFlightBooking(
      user: SessionUser,
      request: FlightBookingCreateInput,
      idempotencyKey?: string,
    ): Promise<{ booking: Booking; created: boolean }> {
      const input = flightBookingCreateSchema.parse(request);
      return presentCreated(
        await createOnce({
          author: user,
          travellerId: user.id,
          source: 'ONLINE',
          kind: 'FLIGHT',
          payment: input.payment,
          idempotencyKey,
          digest: flightRequestDigest(input),
          draft: (tx) => draftFlightBooking(tx, input, { flights: deps.flights, now: now() }),
        }),
        input.payment,
      );
    },

    /**
     * A booking the hotel takes for a guest (phone, walk-in, email) through the same core as online
     * ones, so neither side can oversell the other: its author is the staff member (their
     * Idempotency-Keys), it belongs to no traveller's account, and it is confirmed at once, paid at
     * the property. The guest is mailed only when an address is given.
     */
    async createForHotel(
      actor: Actor,
      language: Language,
      hotelId: string,
      request: HotelBookingCreateInput,
      idempotencyKey?: string,
    ): Promise<{ booking: Booking; created: boolean }> {
      authorizeHotel(actor.scope, hotelId, 'bookings');
      const { source, hotelId: named, ...input } = hotelBookingCreateSchema.parse(request);
      if (named !== undefined && named !== hotelId) {
        const message = "Another hotel than the path's";
        throw new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'hotelId', message }] });
      }
      const stay = { ...input, hotelId };
      const { row, created } = await createOnce({
        author: { id: actor.id, language },
        travellerId: null,
        source,
        kind: 'HOTEL',
        payment: undefined,
        idempotencyKey,
        digest: hotelRequestDigest({ ...stay, source }),
        draft: async (tx) => ({
          ...(await draftHotelBooking(tx, stay, input.guest.email?.toLowerCase() ?? '')),
          prepaymentPercent: 0,
        }),
        record: (tx, booking) =>
          audit.record(tx, actor, {
            action: 'booking.create',
            entityType: 'booking',
            entityId: booking.id,
            after: {
              reference: booking.reference,
              source,
              status: booking.status,
              total: booking.totalAmount,
            },
            hotelId,
          }),
      });
      return { booking: await presentOne(row), created };
    },

    /** One booking of the caller's hotels, for their front desk; NOT_FOUND outside them. */
    getInScope: async (scope: Scope, id: string): Promise<Booking> =>
      presentOne(await findStayInScope(db, scope, id)),

    ...frontDesk,

    /**
     * The hotel cancels a stay not begun, refunds owed as an admin's cancellation would (source
     * PROPERTY); a repeat answers the booking as it is.
     */
    async cancelForHotel(actor: Actor, id: string): Promise<Booking> {
      const row = await db.transaction(async (tx) => {
        const current = await findStayInScope(tx, actor.scope, id, { lock: true });
        const decision = decidePropertyCancellation(current);
        if (decision.kind === 'done') return current;
        if (decision.kind === 'refused') throw stateConflict(decision.reason);
        return cancelAudited(tx, actor, current, { by: actor.id, source: 'PROPERTY' });
      });
      deps.onMailQueued();
      return presentOne(row);
    },

    /** The owner or an admin sees it; anybody else gets NOT_FOUND, so ids reveal nothing. */
    async get(user: SessionUser, id: string): Promise<Booking> {
      const row = await findBooking(db, id);
      if (!row || (row.userId !== user.id && !user.roles.includes('ADMIN'))) throw new AppError('NOT_FOUND');
      return presentOne(row);
    },

    /** Stays and journeys together, upcoming in date order, past ones latest first. */
    async listMine(user: SessionUser): Promise<{ upcoming: Booking[]; past: Booking[] }> {
      const at = now();
      const all = await present(await bookingsOfUser(db, user.id));
      const isActive = (booking: Booking) =>
        booking.status === 'CONFIRMED' || booking.status === 'PENDING_PAYMENT';
      const isPast = (booking: Booking) => !isActive(booking) || hasEnded(booking, at);
      return { upcoming: all.filter((booking) => !isPast(booking)), past: all.filter(isPast).reverse() };
    },

    /**
     * A guest cancels until the free cancellation deadline (a stay's policy, a
     * flexible fare's); an admin cancels on their behalf at any time.
     */
    async cancel(
      user: SessionUser,
      id: string,
      options: { asAdmin: boolean; requestId?: string },
    ): Promise<Booking> {
      const isAdmin = options.asAdmin && user.roles.includes('ADMIN');
      const row = await db.transaction(async (tx) => {
        const current = await findBooking(tx, id, { lock: true });
        if (!current || (current.userId !== user.id && !isAdmin)) throw new AppError('NOT_FOUND');
        if (current.status !== 'CONFIRMED' && current.status !== 'PENDING_PAYMENT')
          throw new AppError('BOOKING_NOT_CANCELLABLE', 'This booking is not active');
        // A guest in the house is checked out (early if need be), never cancelled: the nights slept stay sold.
        if (current.checkedInAt) throw stateConflict('CHECKED_IN');
        if (!isAdmin && !canGuestCancel(current, now())) throw new AppError('BOOKING_NOT_CANCELLABLE');
        if (!isAdmin) return cancelBooking(tx, current, { by: user.id, source: 'GUEST' });
        const actor: Actor = {
          id: user.id,
          email: user.email,
          scope: platformScope,
          ...(options.requestId ? { requestId: options.requestId } : {}),
        };
        return cancelAudited(tx, actor, current, { by: user.id, source: 'ADMIN' });
      });
      deps.onMailQueued();
      return presentOne(row);
    },

    /**
     * A page of bookings with filters, as the caller's scope reaches them: every booking for the
     * platform; a partner's hotels' stays; on an airline's partner path (`airline`), the journeys
     * with a flight of that airline only.
     */
    async list(scope: Scope, query: BookingListQuery, airline?: string): Promise<Paginated<Booking>> {
      const { rows, total } = await listRows(scope, query, pageWindow(query), airline);
      return { items: await present(rows), total, page: query.page, pageSize: query.pageSize };
    },

    /** The same list, every page, as a CSV file (at most `maxExportedBookings` rows). */
    async exportCsv(scope: Scope, query: Omit<BookingListQuery, 'page' | 'pageSize'>): Promise<CsvFile> {
      const { rows } = await listRows(
        scope,
        { ...query, page: 1, pageSize: maxExportedBookings },
        { offset: 0, limit: maxExportedBookings },
      );
      return {
        filename: `bookings-${madagascarDate(now())}.csv`,
        content: bookingsCsv(await present(rows)),
      };
    },

    /** Marks as completed the stays whose check-out day has come and the journeys whose last flight has landed. */
    completeFinishedStays: () => {
      const at = now();
      return completeFinishedBookings(db, todayInMadagascar(at), at);
    },

    /** What the hotel and room modules ask, in their deleting transaction, before a deletion. */
    upcomingBookings: {
      countForHotel: (hotelId: string, tx: Transaction) =>
        countUpcomingForHotel(tx, hotelId, todayInMadagascar(now())),
      countForRoom: (roomId: string, tx: Transaction) =>
        countUpcomingForRoom(tx, roomId, todayInMadagascar(now())),
    } satisfies UpcomingBookings,

    /** What the payments module asks of bookings. */
    forPayments: {
      find: (database: Database | Transaction, id: string, options?: { lock?: boolean }) =>
        findBooking(database, id, options),
      async confirmPaid(tx: Transaction, id: string) {
        const confirmed = await confirmHeldBooking(tx, id);
        if (confirmed) await queueConfirmation(tx, confirmed);
      },
      async expireHold(id: string) {
        const expired = await db.transaction((tx) => releaseHeld(tx, id));
        if (expired) deps.onMailQueued();
      },
      releaseHeld: async (tx: Transaction, id: string) => {
        await releaseHeld(tx, id);
      },
      tripUrl: (id: string) => links.trip(id),
      async paymentReceived(tx: Transaction, id: string, payment: { amount: number; method: PaymentMethod }) {
        const row = await findBooking(tx, id);
        if (row) await notifyHotel(tx, row, { kind: 'PAYMENT_RECEIVED', ...payment });
      },
      setPaymentStatus: (tx: Transaction, id: string, status: PaymentStatus) =>
        setPaymentStatus(tx, id, status),
    } satisfies PaymentBookings,

    /** What the flights module asks, in its own transaction, when an airline moves or cancels a departure. */
    departureBookings: {
      async cancelBookingsOnDeparture(tx: Transaction, instanceId: string, actor: Actor) {
        const bookings = await lockActiveBookingsOnDeparture(tx, instanceId);
        for (const current of bookings) {
          await cancelAudited(
            tx,
            actor,
            current,
            { by: actor.id, source: 'AIRLINE', departureId: instanceId },
            { departureId: instanceId },
          );
        }
        // The mails commit with the caller's transaction; the caller wakes the mail worker after it.
        return bookings.length;
      },
      followDepartureTimes: (tx, instanceId, times) =>
        followDepartureTimes(tx, instanceId, times, { links, now: now() }),
    } satisfies DepartureBookings,
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
