import type { Booking } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import { CircleCheckIcon, PrinterIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useFocusOnChange } from '@/lib/use-focus-on-change';
import { usePageTitle } from '@/lib/use-page-title';
import { Panel } from '../panel';
import { BookingStatusBadge } from './booking-status-badge';
import { CancelBooking } from './cancel-booking';
import { FareConditions, fareConditionsOf } from './flight/fare-conditions';
import { FlightItinerary, journeysOf } from './flight/flight-itinerary';
import { countPassengers, flightPriceBreakdown } from './flight/flight-price';
import { FlightPriceList } from './flight/flight-price-list';
import { hotelSuggestion } from './flight/hotel-suggestion';
import { PassengerList } from './flight/passenger-list';
import { useFlightFormat } from './flight/use-flight-format';
import { HotelSuggestionCard } from './hotel-suggestion-card';
import { TripActions } from './trip-actions';

/**
 * /account/trips/$bookingId for a flight booking: the reference big enough to read out at the
 * check-in desk, the flights in local times, the passengers, the fare and its conditions. Straight
 * after booking (`confirmed`) it opens with the confirmation and offers a hotel at the destination.
 */
export function FlightTripPage({ booking, confirmed }: { booking: Booking; confirmed: boolean }) {
  const { t } = useTranslation('trips');
  const format = useFlightFormat();
  usePageTitle(t('trip.pageTitle', { reference: booking.reference }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, booking.id);
  const journeys = journeysOf(booking.flights);
  const outbound = journeys[0]?.segments ?? [];
  const origin = outbound[0]?.from;
  const destination = outbound.at(-1)?.to;
  const counts = countPassengers(booking.passengers);
  const justBooked = confirmed && booking.status === 'CONFIRMED';
  const suggestion = justBooked ? hotelSuggestion(booking.flights, counts) : null;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">
      <TripActions bookingId={booking.id} />
      {justBooked && (
        <Alert variant="success" className="py-4">
          <CircleCheckIcon aria-hidden />
          <AlertTitle className="text-base">{t('flight.confirmedTitle')}</AlertTitle>
          <AlertDescription className="flex flex-col gap-3">
            <p>{t('flight.ticketSent', { email: booking.guest.email })}</p>
            <div className="flex flex-wrap gap-2">
              <Button asChild size="sm">
                <Link to="/account/trips/$bookingId/print" params={{ bookingId: booking.id }}>
                  <PrinterIcon aria-hidden />
                  {t('print.open')}
                </Link>
              </Button>
              <Button asChild size="sm" variant="outline">
                <Link to="/account/trips">{t('flight.allTrips')}</Link>
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      )}
      <header className="flex flex-col gap-4 rounded-xl bg-lagoon-900 p-6 text-sand-50 shadow-md sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1">
          <h1 ref={headingRef} tabIndex={-1} className="font-display font-semibold text-3xl outline-none">
            {origin && destination ? format.route(origin, destination) : t('flight.unknownRoute')}
          </h1>
          <p className="text-sand-100">
            {journeys.length > 1 ? t('flight.roundTrip') : t('flight.oneWay')} ·{' '}
            {t('flight.passengers', { count: booking.passengers.length })}
          </p>
          <div className="mt-1">
            <BookingStatusBadge status={booking.status} cancelledBy={booking.cancelledBy} />
          </div>
        </div>
        <div className="sm:text-right">
          <p className="text-sand-100 text-sm uppercase tracking-wider">{t('trip.reference')}</p>
          <p className="font-bold font-mono text-4xl tracking-wider">{booking.reference}</p>
        </div>
      </header>
      {suggestion && <HotelSuggestionCard suggestion={suggestion} />}
      <Panel title={t('flight.flights')}>
        <FlightItinerary
          journeys={journeys.map((journey) => ({
            direction: journey.direction,
            segments: journey.segments.map((segment) => ({
              ...segment,
              cancelled: segment.cancelledByAirline,
            })),
          }))}
        />
      </Panel>
      <Panel title={t('flight.passengersTitle')}>
        <PassengerList passengers={booking.passengers} />
      </Panel>
      <Panel title={t('flight.prices')}>
        <FlightPriceList
          breakdown={flightPriceBreakdown(booking.flights, counts)}
          flightLabel={(flight) =>
            `${format.direction(flight.direction)} · ${flight.flightNumber} · ${flight.from.code} → ${flight.to.code}`
          }
          total={booking.total}
          totalLabel={t('flight.total')}
        />
      </Panel>
      <Panel title={t('flight.conditions')}>
        <FareConditions conditions={fareConditionsOf(booking.flights)} />
      </Panel>
      <Panel title={t('flight.contact')}>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {[
            [t('trip.guestEmail'), booking.guest.email],
            [t('trip.guestPhone'), booking.guest.phone],
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
