import type { Booking } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { StayPhoto } from '@/components/stay/stay-photo';
import { useStayFormat } from '@/components/stay/use-stay-format';
import { TripCardFrame } from './trip-card-frame';

/** One stay in the list: where, when, its reference and status; the card opens the trip. */
export function TripCard({ booking }: { booking: Booking }) {
  const { t } = useTranslation('trips');
  const format = useStayFormat();
  return (
    <TripCardFrame
      booking={booking}
      title={booking.hotel?.name ?? t('unknownHotel')}
      picture={
        <StayPhoto
          photo={booking.hotel?.photo}
          rendition="card"
          alt=""
          className="aspect-[3/2] w-full sm:aspect-auto sm:w-48"
        />
      }
    >
      {booking.hotel?.city && <p className="text-muted-foreground text-sm">{booking.hotel.city}</p>}
      {booking.checkIn && booking.checkOut && (
        <p className="text-foreground text-sm">{format.datesAndNights(booking.checkIn, booking.checkOut)}</p>
      )}
      <p className="mt-auto font-bold text-foreground text-lg">{format.price(booking.total)}</p>
    </TripCardFrame>
  );
}
