import { useTranslation } from 'react-i18next';
import type { FarePerPassenger, FlightPriceBreakdown } from './flight-price';
import { useFlightFormat } from './use-flight-format';

type FlightPriceListProps<Flight extends { pricePerPassenger: FarePerPassenger }> = {
  breakdown: FlightPriceBreakdown<Flight>;
  /** What names each flight (or itinerary) of the breakdown. */
  flightLabel: (flight: Flight) => string;
  /** The amount to show as the total, when it is the server's (a booking's); the breakdown's otherwise. */
  total?: number;
  totalLabel: string;
};

/** Flight by flight, each type of passenger as count × price, the flight's subtotal, then the total. */
export function FlightPriceList<Flight extends { pricePerPassenger: FarePerPassenger }>({
  breakdown,
  flightLabel,
  total = breakdown.total,
  totalLabel,
}: FlightPriceListProps<Flight>) {
  const { t } = useTranslation('flightBooking');
  const format = useFlightFormat();
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-4">
        {breakdown.flights.map((group, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the flights keep their order and never move.
          <li key={index} className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-4">
              <p className="font-medium text-foreground">{flightLabel(group.flight)}</p>
              <p className="shrink-0 font-medium text-foreground tabular-nums">
                {format.price(group.subtotal)}
              </p>
            </div>
            <ul className="flex flex-col gap-1 text-sm">
              {group.lines.map((line) => (
                <li key={line.type} className="flex flex-wrap justify-between gap-x-4">
                  <span className="text-muted-foreground">
                    {t('price.line', {
                      passengers: format.passengers(line.type, line.count),
                      price: format.price(line.unitPrice),
                    })}
                  </span>
                  <span className="ml-auto text-muted-foreground tabular-nums">
                    {format.price(line.amount)}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="flex items-baseline justify-between gap-4 border-t pt-3">
        <p className="font-semibold text-foreground">{totalLabel}</p>
        <p className="font-bold text-2xl text-foreground tabular-nums">{format.price(total)}</p>
      </div>
    </div>
  );
}
