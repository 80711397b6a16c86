import { Link } from '@tanstack/react-router';
import { PrinterIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Panel } from '../panel';
import { ContactFacts } from './facts';
import { BookedFlightPrices, BookedItinerary } from './flight/booked-flights';
import { FareConditions, fareConditionsOf } from './flight/fare-conditions';
import { journeysOf } from './flight/flight-itinerary';
import { countPassengers } from './flight/flight-price';
import { hotelSuggestion } from './flight/hotel-suggestion';
import { PassengerList } from './flight/passenger-list';
import { useFlightFormat } from './flight/use-flight-format';
import { HotelSuggestionCard } from './hotel-suggestion-card';
import { TripLayout, type TripPageProps } from './trip-layout';

/**
 * /account/trips/$bookingId for a flight booking: the flights in local times, the passengers, the
 * fare and its conditions. Straight after booking (`confirmed`) it opens with the confirmation and
 * offers a hotel at the destination.
 */
export function FlightTripPage({ booking, confirmed, paymentReturn, notice }: TripPageProps) {
  const { t } = useTranslation('trips');
  const format = useFlightFormat();
  const journeys = journeysOf(booking.flights);
  const outbound = journeys[0]?.segments ?? [];
  const origin = outbound[0]?.from;
  const destination = outbound.at(-1)?.to;
  const justBooked = confirmed && booking.status === 'CONFIRMED';
  const suggestion = justBooked
    ? hotelSuggestion(booking.flights, countPassengers(booking.passengers))
    : null;

  return (
    <TripLayout
      booking={booking}
      paymentReturn={paymentReturn}
      notice={notice}
      title={origin && destination ? format.route(origin, destination) : t('flight.unknownRoute')}
      subtitle={
        <>
          {journeys.length > 1 ? t('flight.roundTrip') : t('flight.oneWay')} ·{' '}
          {t('flight.passengers', { count: booking.passengers.length })}
        </>
      }
      confirmation={
        justBooked
          ? {
              title: t('flight.confirmedTitle'),
              details: (
                <>
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
                </>
              ),
            }
          : undefined
      }
    >
      {suggestion && <HotelSuggestionCard suggestion={suggestion} />}
      <Panel title={t('flight.flights')}>
        <BookedItinerary booking={booking} />
      </Panel>
      <Panel title={t('flight.passengersTitle')}>
        <PassengerList passengers={booking.passengers} />
      </Panel>
      <Panel title={t('flight.prices')}>
        <BookedFlightPrices booking={booking} />
      </Panel>
      <Panel title={t('flight.conditions')}>
        <FareConditions conditions={fareConditionsOf(booking.flights)} />
      </Panel>
      <Panel title={t('flight.contact')}>
        <ContactFacts booking={booking} />
      </Panel>
    </TripLayout>
  );
}
