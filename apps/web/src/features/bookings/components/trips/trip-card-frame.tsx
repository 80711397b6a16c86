import type { Booking, PaymentStatus } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PaymentStatusBadge } from '../payment/payment-status-badge';
import { TripHoldLine } from '../payment/trip-hold-line';
import { BookingStatusBadge } from './booking-status-badge';

/** Money that moved is worth a word in the list; unpaid or pending is the usual, or the hold line says it. */
const paymentStatusesShown: ReadonlySet<PaymentStatus> = new Set([
  'PAID',
  'PARTIALLY_PAID',
  'REFUND_DUE',
  'REFUNDED',
]);

type TripCardFrameProps = {
  booking: Booking;
  /** Beside the details from 640 px up, above them on a phone. */
  picture: ReactNode;
  title: string;
  /** Under the title; the price last. */
  children: ReactNode;
};

/**
 * One trip in the list: its status, money and reference, and a title that opens it, the whole card
 * clickable; a held one says until when to pay.
 */
export function TripCardFrame({ booking, picture, title, children }: TripCardFrameProps) {
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow has-focus-visible:ring-2 has-focus-visible:ring-ring hover:shadow-lg sm:flex-row">
      {picture}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <BookingStatusBadge status={booking.status} cancelledBy={booking.cancelledBy} />
          {paymentStatusesShown.has(booking.paymentStatus) && (
            <PaymentStatusBadge status={booking.paymentStatus} />
          )}
          <span className="font-mono text-muted-foreground text-sm">{booking.reference}</span>
        </div>
        <h3 className="font-display font-semibold text-foreground text-xl">
          <Link
            to="/account/trips/$bookingId"
            params={{ bookingId: booking.id }}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:underline"
          >
            {title}
          </Link>
        </h3>
        <TripHoldLine booking={booking} />
        {children}
      </div>
    </article>
  );
}
