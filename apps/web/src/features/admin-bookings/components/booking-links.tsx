import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';
import type { BookingPageScope, BookingsScope } from '../bookings-scope';

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/**
 * A link to one booking's page in the scope: the back office's, or the hotel's. An airline's
 * bookings have no page: the children then stand alone.
 */
export function BookingLink({
  scope,
  bookingId,
  children,
  ...props
}: AnchorProps & { scope: BookingsScope; bookingId: string }) {
  switch (scope.kind) {
    case 'platform':
      return (
        <Link to="/admin/bookings/$bookingId" params={{ bookingId }} {...props}>
          {children}
        </Link>
      );
    case 'hotel':
      return (
        <Link
          to="/partner/hotels/$hotelId/bookings/$bookingId"
          params={{ hotelId: scope.hotelId, bookingId }}
          {...props}
        >
          {children}
        </Link>
      );
    case 'airline':
      return <span className={props.className}>{children}</span>;
  }
}

/** Back to the list a booking's page belongs to. */
export function BookingsLink({ scope, children, ...props }: AnchorProps & { scope: BookingPageScope }) {
  switch (scope.kind) {
    case 'platform':
      return (
        <Link to="/admin/bookings" {...props}>
          {children}
        </Link>
      );
    case 'hotel':
      return (
        <Link to="/partner/hotels/$hotelId/bookings" params={{ hotelId: scope.hotelId }} {...props}>
          {children}
        </Link>
      );
  }
}
