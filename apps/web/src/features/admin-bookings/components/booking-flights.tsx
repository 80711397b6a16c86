import type { Booking, BookingFlight } from '@madabook/contracts';
import { ArrowRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { journeysOf, localClock } from '../flight-summary';
import { PriceTable } from './price-table';
import { useLocalDay } from './use-flight-text';

/** A flight booking's journeys: each flight with its airports, local times, cabin and fare. */
export function BookingFlights({ booking }: { booking: Booking }) {
  const { t } = useTranslation('adminBookings');
  const journeys = journeysOf(booking.flights);
  return (
    <div className="flex flex-col gap-5">
      {journeys.map((journey) => (
        <section key={journey.direction} aria-label={t(`flight.direction.${journey.direction}`)}>
          {journeys.length > 1 && (
            <h3 className="mb-2 font-semibold text-muted-foreground text-xs uppercase tracking-wide">
              {t(`flight.direction.${journey.direction}`)}
            </h3>
          )}
          <ol className="flex flex-col gap-3">
            {journey.flights.map((flight) => (
              <li key={`${flight.flightNumber}-${flight.departure}`}>
                <FlightLeg flight={flight} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function FlightLeg({ flight }: { flight: BookingFlight }) {
  const { t } = useTranslation('adminBookings');
  const day = useLocalDay();
  const departure = localClock(flight.departure);
  const arrival = localClock(flight.arrival);
  const nextDay = arrival.date !== departure.date;
  return (
    <div className="flex flex-col gap-1.5 rounded-lg border p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-mono font-semibold text-foreground">{flight.flightNumber}</span>
        <span className="text-muted-foreground">{flight.airline.name}</span>
        <span className="text-muted-foreground">·</span>
        <span>
          {t(`flight.cabin.${flight.cabin}`)} {t(`flight.fare.${flight.fareFamily}`)}
        </span>
        {flight.cancelledByAirline && <Badge variant="destructive">{t('flight.cancelledByAirline')}</Badge>}
      </div>
      <p className="font-medium text-foreground">{day(departure.date, { dateStyle: 'full' })}</p>
      <p className="flex flex-wrap items-center gap-x-2">
        <span>
          <span className="font-semibold tabular-nums">{departure.time}</span> {flight.from.code}{' '}
          <span className="text-muted-foreground">{flight.from.city}</span>
        </span>
        <ArrowRightIcon aria-hidden className="size-3.5 text-muted-foreground" />
        <span className="sr-only">{t('flight.to')}</span>
        <span>
          <span className="font-semibold tabular-nums">{arrival.time}</span> {flight.to.code}{' '}
          <span className="text-muted-foreground">{flight.to.city}</span>
          {nextDay && (
            <span className="ml-1 text-accent">
              ({day(arrival.date, { weekday: 'short', day: 'numeric', month: 'short' })})
            </span>
          )}
        </span>
      </p>
    </div>
  );
}

/** Who flies: names as on their ID, passenger type and date of birth. */
export function BookingPassengers({ booking }: { booking: Booking }) {
  const { t } = useTranslation('adminBookings');
  const day = useLocalDay();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('detail.passengers')}</caption>
      <thead>
        <tr className="text-left text-muted-foreground text-xs uppercase tracking-wide">
          <th scope="col" className="pb-2 font-semibold">
            {t('detail.name')}
          </th>
          <th scope="col" className="pb-2 font-semibold">
            {t('detail.passengerType')}
          </th>
          <th scope="col" className="pb-2 text-right font-semibold">
            {t('detail.birthDate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {booking.passengers.map((passenger, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two passengers may share a name; their order is stable
          <tr key={index} className="border-t">
            <td className="py-2 font-medium">
              {passenger.lastName.toUpperCase()} {passenger.firstName}
            </td>
            <td className="py-2">{t(`flight.passengerType.${passenger.type}`)}</td>
            <td className="py-2 text-right tabular-nums">{day(passenger.birthDate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Each flight's price for every passenger, and the booking's total. */
export function FlightPrices({ booking }: { booking: Booking }) {
  const { t } = useTranslation('adminBookings');
  return (
    <PriceTable
      caption={t('detail.prices')}
      itemHeader={t('detail.flight')}
      priceHeader={t('detail.perAdult')}
      lines={booking.flights.map((flight) => ({
        key: `${flight.flightNumber}-${flight.departure}`,
        item: (
          <span className="flex flex-col">
            <span className="whitespace-nowrap font-mono">{flight.flightNumber}</span>
            <span className="whitespace-nowrap text-muted-foreground text-xs">
              {flight.from.code} – {flight.to.code}
            </span>
          </span>
        ),
        price: flight.pricePerPassenger.adult,
        subtotal: flight.subtotal,
      }))}
      total={booking.total}
    />
  );
}
