import type { Booking } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { FlightItinerary, journeysOf } from './flight-itinerary';
import { countPassengers, flightPriceBreakdown } from './flight-price';
import { FlightPriceList } from './flight-price-list';
import { useFlightFormat } from './use-flight-format';

/** A booking's flights in local times, those the airline cancelled marked so. */
export function BookedItinerary({ booking }: { booking: Booking }) {
  return (
    <FlightItinerary
      journeys={journeysOf(booking.flights).map((journey) => ({
        direction: journey.direction,
        segments: journey.segments.map((segment) => ({ ...segment, cancelled: segment.cancelledByAirline })),
      }))}
    />
  );
}

/** What each flight of a booking costs per type of passenger, and the total paid. */
export function BookedFlightPrices({ booking }: { booking: Booking }) {
  const { t } = useTranslation('trips');
  const format = useFlightFormat();
  return (
    <FlightPriceList
      breakdown={flightPriceBreakdown(booking.flights, countPassengers(booking.passengers))}
      flightLabel={(flight) =>
        `${format.direction(flight.direction)} · ${flight.flightNumber} · ${flight.from.code} → ${flight.to.code}`
      }
      total={booking.total}
      totalLabel={t('flight.total')}
    />
  );
}
