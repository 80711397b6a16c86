import type { Booking } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StayPhoto } from '@/components/stay/stay-photo';
import { useStayFormat } from '@/components/stay/use-stay-format';
import { BookingStatusBadge } from './booking-status-badge';

/** One trip in the list: where, when, its reference and status; the card opens the trip. */
export function TripCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation('trips');
  const format = useStayFormat();
  const name = booking.hotel?.name ?? t('unknownHotel');
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow has-focus-visible:ring-2 has-focus-visible:ring-ring hover:shadow-lg sm:flex-row">
      <StayPhoto
        photo={booking.hotel?.photo}
        rendition="card"
        alt=""
        className="aspect-[3/2] w-full sm:aspect-auto sm:w-48"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <BookingStatusBadge status={booking.status} />
          <span className="font-mono text-muted-foreground text-sm">{booking.reference}</span>
        </div>
        <h3 className="font-display font-semibold text-foreground text-xl">
          <Link
            to="/account/trips/$bookingId"
            params={{ bookingId: booking.id }}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:underline"
          >
            {name}
          </Link>
        </h3>
        {booking.hotel?.city && <p className="text-muted-foreground text-sm">{booking.hotel.city}</p>}
        {booking.checkIn && booking.checkOut && (
          <p className="text-foreground text-sm">
            {format.datesAndNights(booking.checkIn, booking.checkOut)}
          </p>
        )}
        <p className="mt-auto font-bold text-foreground text-lg">{format.price(booking.total)}</p>
      </div>
    </article>
  );
}
