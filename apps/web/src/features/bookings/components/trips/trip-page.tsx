import type { Booking } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { Panel } from '../panel';
import { PriceBreakdownList } from '../price-breakdown-list';
import { StayOverview } from '../stay-overview';
import { GuestFacts } from './facts';
import { TripLayout, type TripPageProps } from './trip-layout';

const breakdownOf = (booking: Booking) => ({
  lines: booking.rooms.map((room) => ({
    roomId: room.roomId ?? room.roomName,
    name: room.roomName,
    quantity: room.quantity,
    nights: booking.nights,
    pricePerNight: room.pricePerNight,
    nightPrices: room.nightPrices,
    subtotal: room.subtotal,
  })),
  total: booking.total,
});

/** /account/trips/$bookingId for a stay; straight after booking (`confirmed`) it opens with the confirmation. */
export function TripPage({ booking, confirmed, paymentReturn, notice }: TripPageProps) {
  const { t } = useTranslation('trips');
  const name = booking.hotel?.name ?? t('unknownHotel');
  return (
    <TripLayout
      booking={booking}
      paymentReturn={paymentReturn}
      notice={notice}
      title={name}
      subtitle={booking.hotel?.city}
      confirmation={
        confirmed && booking.status === 'CONFIRMED'
          ? { title: t('trip.confirmedTitle'), details: t('trip.emailSent', { email: booking.guest.email }) }
          : undefined
      }
    >
      {booking.checkIn && booking.checkOut && (
        <Panel title={t('trip.stay')}>
          <StayOverview
            hotel={{ name, city: booking.hotel?.city ?? null, photo: booking.hotel?.photo }}
            checkIn={booking.checkIn}
            checkOut={booking.checkOut}
            checkInTime={booking.hotel?.checkInTime ?? null}
            checkOutTime={booking.hotel?.checkOutTime ?? null}
            nights={booking.nights}
            guests={booking.guests}
          />
        </Panel>
      )}
      <Panel title={t('trip.prices')}>
        <PriceBreakdownList breakdown={breakdownOf(booking)} checkIn={booking.checkIn} />
      </Panel>
      <Panel title={t('trip.guest')}>
        <GuestFacts booking={booking} />
      </Panel>
    </TripLayout>
  );
}
