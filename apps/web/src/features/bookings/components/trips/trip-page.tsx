import type { Booking } from '@madabook/contracts';
import { CircleCheckIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useFocusOnChange } from '@/lib/use-focus-on-change';
import { usePageTitle } from '@/lib/use-page-title';
import { Panel } from '../panel';
import { PriceBreakdownList } from '../price-breakdown-list';
import { StayOverview } from '../stay-overview';
import { BookingStatusBadge } from './booking-status-badge';
import { CancelBooking } from './cancel-booking';
import { TripActions } from './trip-actions';

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

/**
 * /account/trips/$bookingId: one trip, its reference big enough to read out at the desk; straight
 * after booking (`confirmed`) it opens with the confirmation.
 */
export function TripPage({ booking, confirmed }: { booking: Booking; confirmed: boolean }) {
  const { t } = useTranslation('trips');
  const name = booking.hotel?.name ?? t('unknownHotel');
  usePageTitle(t('trip.pageTitle', { reference: booking.reference }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, booking.id);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <TripActions bookingId={booking.id} />
      {confirmed && booking.status === 'CONFIRMED' && (
        <Alert variant="success" className="py-4">
          <CircleCheckIcon aria-hidden />
          <AlertTitle className="text-base">{t('trip.confirmedTitle')}</AlertTitle>
          <AlertDescription>{t('trip.emailSent', { email: booking.guest.email })}</AlertDescription>
        </Alert>
      )}
      <header className="flex flex-col gap-4 rounded-xl bg-lagoon-900 p-6 text-sand-50 shadow-md sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 ref={headingRef} tabIndex={-1} className="font-display font-semibold text-3xl outline-none">
            {name}
          </h1>
          {booking.hotel?.city && <p className="text-sand-100">{booking.hotel.city}</p>}
          <div className="mt-1">
            <BookingStatusBadge status={booking.status} />
          </div>
        </div>
        <div className="sm:text-right">
          <p className="text-sand-100 text-sm uppercase tracking-wider">{t('trip.reference')}</p>
          <p className="font-bold font-mono text-4xl tracking-wider">{booking.reference}</p>
        </div>
      </header>
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
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {[
            [t('trip.guestName'), booking.guest.name],
            [t('trip.guestPhone'), booking.guest.phone],
            [t('trip.guestEmail'), booking.guest.email],
            [t('trip.specialRequests'), booking.specialRequests || t('trip.noRequests')],
          ].map(([term, detail]) => (
            <div key={term}>
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="break-words font-medium text-foreground">{detail}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel title={t('trip.cancellation')}>
        <CancelBooking booking={booking} />
      </Panel>
    </div>
  );
}
