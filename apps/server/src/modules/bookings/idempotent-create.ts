import { createHash } from 'node:crypto';
import {
  type BookingKind,
  type BookingSource,
  languageOrDefault,
  type PaymentChoice,
} from '@madabook/contracts';
import type { Database, Transaction } from '@madabook/db';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { BookingPayments } from './booking-payments';
import { type BookingInsert, type BookingRow, findByIdempotencyKey, insertBooking } from './bookings.repo';
import { generateBookingReference } from './reference';

/** Same request, same digest: a reused Idempotency-Key must carry the same booking request. */
export const requestDigest = (canonicalRequest: unknown) =>
  createHash('sha256').update(JSON.stringify(canonicalRequest)).digest('hex');

/** What a kind of booking (a stay, a journey) brings to the one booking core, inside its transaction. */
export interface BookingDraft {
  /** The order's columns that depend on the kind; the core adds identity, owner, reference and idempotency. */
  booking: Omit<
    BookingInsert,
    | 'id'
    | 'kind'
    | 'reference'
    | 'userId'
    | 'bookedById'
    | 'source'
    | 'language'
    | 'idempotencyKey'
    | 'requestDigest'
  >;
  /** Share of the total the seller wants paid online before confirming (a hotel's deposit; a journey's 100). */
  prepaymentPercent: number;
  /** Writes the kind's lines once the booking row exists. */
  writeLines(tx: Transaction, bookingId: string): Promise<void>;
}

export interface BookingRequest {
  /** Who makes it, whose Idempotency-Keys these are: the traveller online, or a hotel's staff member. */
  author: { id: string; language: string | null | undefined };
  /** The traveller whose trip it is; null when the hotel takes it for a guest (no account link). */
  travellerId: string | null;
  source: BookingSource;
  kind: BookingKind;
  payment: PaymentChoice | undefined;
  idempotencyKey: string | undefined;
  digest: string;
  /** Checks the request, takes the stock (rooms, seats) and describes the booking; throws AppError to refuse. */
  draft(tx: Transaction): Promise<BookingDraft>;
  /** What else the booking's making writes in its transaction (an audit entry). */
  record?(tx: Transaction, booking: BookingRow): Promise<unknown>;
}

/**
 * Creates a booking of any kind exactly once per Idempotency-Key: a replay
 * answers the first booking, a reused key with another request is refused,
 * and the booking, its lines and its mail are written in one transaction.
 */
export function createIdempotentBookings(deps: {
  db: Database;
  onMailQueued: () => void;
  payments: () => Pick<BookingPayments, 'terms' | 'holdUntil' | 'open'>;
  /** Queues the confirmation mail of a booking confirmed at once. */
  queueConfirmation(tx: Transaction, booking: BookingRow): Promise<void>;
  /** Tells the seller of a new booking, whatever its status. */
  announce(tx: Transaction, booking: BookingRow): Promise<void>;
}) {
  const { db } = deps;

  async function firstBookingOf(authorId: string, key: string, digest: string) {
    const existing = await findByIdempotencyKey(db, authorId, key);
    if (existing && existing.requestDigest !== digest) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    return existing;
  }

  const insertDraft = (request: BookingRequest) =>
    db.transaction(async (tx) => {
      const draft = await request.draft(tx);
      const terms = deps.payments().terms({
        kind: request.kind,
        total: draft.booking.totalAmount,
        prepaymentPercent: draft.prepaymentPercent,
        choice: request.payment,
        guestPhone: draft.booking.guestPhone,
      });
      const row = await insertBooking(tx, {
        ...draft.booking,
        status: terms.status,
        amountDueNow: terms.amountDueNow,
        holdExpiresAt: terms.status === 'PENDING_PAYMENT' ? deps.payments().holdUntil() : null,
        id: newId(),
        kind: request.kind,
        reference: generateBookingReference(request.kind),
        userId: request.travellerId,
        bookedById: request.author.id,
        source: request.source,
        // A booking speaks the language its author uses on the site.
        language: languageOrDefault(request.author.language),
        idempotencyKey: request.idempotencyKey,
        requestDigest: request.digest,
      });
      await draft.writeLines(tx, row.id);
      await deps.payments().open(tx, row, terms);
      // A booking held for its payment is confirmed, and mailed, when the payment arrives.
      if (row.status === 'CONFIRMED') await deps.queueConfirmation(tx, row);
      await deps.announce(tx, row);
      await request.record?.(tx, row);
      return row;
    });

  return async function createOnce(request: BookingRequest): Promise<{ row: BookingRow; created: boolean }> {
    const { author, idempotencyKey: key, digest } = request;
    const replayed = key ? await firstBookingOf(author.id, key, digest) : undefined;
    if (replayed) return { row: replayed, created: false };
    for (let attempt = 1; ; attempt++) {
      try {
        const row = await insertDraft(request);
        deps.onMailQueued();
        return { row, created: true };
      } catch (error) {
        // A twin request with the same key may have committed while this one ran: its booking answers
        // both, whatever this attempt ran into (the key's unique index, or the last seats the twin took).
        const twin = key ? await firstBookingOf(author.id, key, digest) : undefined;
        if (twin) return { row: twin, created: false };
        // Otherwise a unique violation means (rarely) a reference already taken: try another.
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
  };
}
