import type { Booking } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BookingStatusBadge } from './booking-status-badge';

type TripCardFrameProps = {
  booking: Booking;
  /** Beside the details from 640 px up, above them on a phone. */
  picture: ReactNode;
  title: string;
  /** Under the title; the price last. */
  children: ReactNode;
};

/** One trip in the list: its status and reference, and a title that opens it, the whole card clickable. */
export function TripCardFrame({ booking, picture, title, children }: TripCardFrameProps) {
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow has-focus-visible:ring-2 has-focus-visible:ring-ring hover:shadow-lg sm:flex-row">
      {picture}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <BookingStatusBadge status={booking.status} cancelledBy={booking.cancelledBy} />
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
        {children}
      </div>
    </article>
  );
}
