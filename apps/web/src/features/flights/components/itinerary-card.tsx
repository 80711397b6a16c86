import { type FlightOffer, flexCancellationHours } from '@madabook/contracts';
import { BriefcaseIcon, CircleCheckIcon, CircleSlashIcon, LuggageIcon, PlaneIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { clockTime, localDay } from '@/lib/local-times';
import type { Passengers } from '../flight-search-params';
import type { Itinerary } from '../itineraries';
import { AirlineMark } from './airline-mark';
import { useFlightFormat } from './use-flight-format';
import { useItineraryText } from './use-itinerary-text';

/** At most this many seats left is worth saying. */
export const fewSeatsLeft = 5;

/** Departure, line and arrival of an itinerary, as drawn on its card and on the chosen outbound's summary. */
export function ItineraryTimeline({
  itinerary,
  compact = false,
}: {
  itinerary: Itinerary;
  compact?: boolean;
}) {
  const format = useFlightFormat();
  const text = useItineraryText();
  const first = itinerary.segments[0];
  const last = itinerary.segments.at(-1);
  const offset = text.arrivalOffset(itinerary);
  if (!first || !last) return null;
  const time = cn('font-semibold text-foreground tabular-nums', compact ? 'text-lg' : 'text-2xl');
  return (
    // The card's heading says all of this in words: the drawing is for the eyes.
    <div aria-hidden className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-3">
      <div className="flex flex-col">
        <span className={time}>{clockTime(itinerary.departure)}</span>
        <span className="font-semibold text-sm">{first.from.code}</span>
        {!compact && (
          <span className="max-w-28 truncate text-muted-foreground text-xs">{first.from.city}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-col items-center gap-1 text-center">
        <span className="text-muted-foreground text-xs">{format.duration(itinerary.durationMinutes)}</span>
        <span className="relative flex h-3 w-full items-center">
          <span className="h-px w-full bg-border" />
          {itinerary.segments.slice(1).map((segment) => (
            <span
              key={segment.instanceId}
              className="absolute top-1/2 left-1/2 size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-laterite-700 bg-card"
            />
          ))}
          <PlaneIcon className="absolute right-0 size-3.5 rotate-45 text-primary" />
        </span>
        <span
          className={cn(
            'max-w-full text-xs',
            itinerary.stops === 0
              ? 'font-medium text-ravinala-700 dark:text-ravinala-400'
              : 'text-muted-foreground',
          )}
        >
          {text.stops(itinerary)}
        </span>
      </div>
      <div className="flex flex-col items-end text-right">
        <span className={time}>
          {clockTime(itinerary.arrival)}
          {offset > 0 && (
            <sup
              title={format.day(localDay(itinerary.arrival))}
              className="ml-0.5 font-semibold text-laterite-700 text-xs dark:text-laterite-400"
            >
              +{offset}
            </sup>
          )}
        </span>
        <span className="font-semibold text-sm">{last.to.code}</span>
        {!compact && <span className="max-w-28 truncate text-muted-foreground text-xs">{last.to.city}</span>}
      </div>
    </div>
  );
}

/** "Mada Wings · MW 102, MW 214" with the airline's colour. */
export function ItineraryAirlines({ itinerary }: { itinerary: Itinerary }) {
  const [airline] = itinerary.airlines;
  return (
    <div className="flex min-w-0 items-center gap-2.5">
      {airline && <AirlineMark airline={airline} />}
      <p className="min-w-0 text-sm">
        <span className="font-semibold text-foreground">
          {itinerary.airlines.map((flown) => flown.name).join(' · ')}
        </span>
        <span className="text-muted-foreground">
          {' · '}
          {itinerary.segments.map((segment) => segment.flightNumber).join(', ')}
        </span>
      </p>
    </div>
  );
}

export function SeatsLeft({ count }: { count: number }) {
  const { t } = useTranslation('flights');
  if (count > fewSeatsLeft) return null;
  return (
    <p className="font-semibold text-laterite-700 text-sm dark:text-laterite-400">
      {t('card.seatsLeft', { count })}
    </p>
  );
}

/** The bags and refund of a fare, as the offer states them. */
export function FareConditions({ offer, className }: { offer: FlightOffer; className?: string }) {
  const { t } = useTranslation('flights');
  return (
    <ul className={cn('flex flex-col gap-1 text-muted-foreground text-xs', className)}>
      <li className="flex items-start gap-1.5">
        {offer.checkedBags > 0 ? (
          <LuggageIcon aria-hidden className="mt-px size-3.5 shrink-0 text-primary" />
        ) : (
          <BriefcaseIcon aria-hidden className="mt-px size-3.5 shrink-0" />
        )}
        {offer.checkedBags > 0 ? t('fare.checkedBags', { count: offer.checkedBags }) : t('fare.cabinBagOnly')}
      </li>
      <li className="flex items-start gap-1.5">
        {offer.refundable ? (
          <CircleCheckIcon aria-hidden className="mt-px size-3.5 shrink-0 text-primary" />
        ) : (
          <CircleSlashIcon aria-hidden className="mt-px size-3.5 shrink-0" />
        )}
        {offer.refundable ? t('fare.refundable', { hours: flexCancellationHours }) : t('fare.notRefundable')}
      </li>
    </ul>
  );
}

type ItineraryCardProps = {
  itinerary: Itinerary;
  passengers: Passengers;
  onChoose: (offer: FlightOffer) => void;
  /** The offer being checked before the booking page: its button spins, the others wait. */
  choosing?: string;
  /** On a return, the outbound's price: each fare also gives the whole trip's. */
  outboundTotal?: number;
  /** What choosing does: "Choose" this outbound, or "Book" the trip. */
  actionLabel: string;
};

/** One itinerary, with a choice of fares, each priced for every passenger. */
export function ItineraryCard({
  itinerary,
  passengers,
  onChoose,
  choosing,
  outboundTotal,
  actionLabel,
}: ItineraryCardProps) {
  const { t } = useTranslation('flights');
  const format = useFlightFormat();
  const text = useItineraryText();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-shadow hover:shadow-md sm:p-5 md:flex-row md:items-stretch md:gap-6"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <h3 id={titleId} className="sr-only">
          {text.summary(itinerary)}
        </h3>
        <ItineraryAirlines itinerary={itinerary} />
        <ItineraryTimeline itinerary={itinerary} />
        <SeatsLeft count={itinerary.seatsLeft} />
      </div>
      <ul
        aria-label={t('fare.listLabel')}
        className="grid grid-cols-1 gap-2 min-[22rem]:grid-cols-2 md:w-[23rem] md:shrink-0"
      >
        {itinerary.fares.map((offer) => (
          <FareOption
            key={offer.offerId}
            offer={offer}
            itineraryTitleId={titleId}
            priceNote={
              outboundTotal === undefined
                ? t('fare.forPassengers', { passengers: format.travellers(passengers) })
                : t('fare.roundTripTotal', { total: format.price(outboundTotal + offer.total) })
            }
            busy={choosing === offer.offerId}
            disabled={choosing !== undefined}
            actionLabel={actionLabel}
            onChoose={() => onChoose(offer)}
          />
        ))}
      </ul>
    </article>
  );
}

type FareOptionProps = {
  offer: FlightOffer;
  itineraryTitleId: string;
  priceNote: ReactNode;
  busy: boolean;
  disabled: boolean;
  actionLabel: string;
  onChoose: () => void;
};

function FareOption({
  offer,
  itineraryTitleId,
  priceNote,
  busy,
  disabled,
  actionLabel,
  onChoose,
}: FareOptionProps) {
  const { t } = useTranslation('flights');
  const format = useFlightFormat();
  const flex = offer.fareFamily === 'FLEX';
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-lg border p-3',
        // Flex keeps the second column even when it is the only fare, so that the prices line up.
        flex ? 'border-primary/40 bg-highlight/40 min-[22rem]:col-start-2' : 'bg-secondary/40',
      )}
    >
      <p className="font-semibold text-foreground text-sm">{t(`fare.${offer.fareFamily}`)}</p>
      <FareConditions offer={offer} />
      <div className="mt-auto flex flex-col">
        <p className="font-bold text-foreground text-lg tabular-nums sm:text-xl">
          {format.price(offer.total)}
        </p>
        <p className="text-muted-foreground text-xs">{priceNote}</p>
      </div>
      <Button
        size="sm"
        variant={flex ? 'default' : 'outline'}
        loading={busy}
        disabled={disabled}
        aria-describedby={itineraryTitleId}
        onClick={onChoose}
      >
        {actionLabel}
        <span className="sr-only">
          {` ${t('fare.choiceDetail', { fare: t(`fare.${offer.fareFamily}`), price: format.price(offer.total) })}`}
        </span>
      </Button>
    </li>
  );
}
