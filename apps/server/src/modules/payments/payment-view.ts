import type { AdminPayment, Payment, PaymentEvent } from '@madabook/contracts';
import type { PaymentEventRow, PaymentRow, RefundRow } from './payments.repo';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A payment as its traveller sees it: never the provider's secrets or raw messages. */
export function toPayment(row: PaymentRow, refund: RefundRow | undefined): Payment {
  return {
    id: row.id,
    bookingId: row.bookingId,
    method: row.method,
    status: row.status,
    amount: row.amount,
    currency: 'MGA',
    phone: row.phone,
    redirectUrl: row.status === 'PENDING' ? row.redirectUrl : null,
    transactionId: row.providerTransactionId,
    failureReason: row.failureReason,
    expiresAt: iso(row.expiresAt),
    completedAt: iso(row.completedAt),
    createdAt: row.createdAt.toISOString(),
    refund: refund
      ? {
          id: refund.id,
          amount: refund.amount,
          status: refund.status,
          failureReason: refund.failureReason,
          completedAt: iso(refund.completedAt),
        }
      : null,
  };
}

/** What the back office sees: the booking it belongs to, the provider's reference and every raw event. */
export function toAdminPayment(
  row: PaymentRow,
  extra: {
    bookingReference: string;
    guestName: string;
    refund: RefundRow | undefined;
    events: PaymentEventRow[];
  },
): AdminPayment {
  return {
    ...toPayment(row, extra.refund),
    bookingReference: extra.bookingReference,
    guestName: extra.guestName,
    providerReference: row.providerReference,
    events: extra.events.map(toPaymentEvent),
  };
}

/** A provider's message or our request, raw, as the back office reads it. */
export function toPaymentEvent(event: PaymentEventRow): PaymentEvent {
  return {
    id: event.id,
    source: event.source,
    kind: event.kind,
    outcome: event.outcome,
    payload: event.payload,
    receivedAt: event.receivedAt.toISOString(),
  };
}
