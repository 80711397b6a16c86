import { Link } from '@tanstack/react-router';
import { PencilIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { FlightSearchParams } from '../flight-search-url';
import type { ChosenFare } from '../trip-selection';
import { FareConditions, ItineraryAirlines, ItineraryTimeline } from './itinerary-card';
import { useFlightFormat } from './use-flight-format';
import { useItineraryText } from './use-itinerary-text';

type ChosenOutboundProps = { chosen: ChosenFare; params: FlightSearchParams; departDate: string };

/** The outbound chosen on the first step, above the returns; "Change" goes back to the outbounds. */
export function ChosenOutbound({ chosen, params, departDate }: ChosenOutboundProps) {
  const { t } = useTranslation('flights');
  const format = useFlightFormat();
  const text = useItineraryText();
  const { itinerary, offer } = chosen;
  return (
    <section
      aria-labelledby="chosen-outbound-title"
      className="flex flex-col gap-3 rounded-xl border border-primary/40 bg-highlight/30 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="chosen-outbound-title" className="font-semibold text-foreground">
          {t('chosen.title', { day: format.day(departDate) })}
        </h2>
        <Button asChild variant="outline" size="sm">
          <Link to="/flights" search={{ ...params, outbound: undefined, times: undefined }}>
            <PencilIcon aria-hidden />
            {t('chosen.change')}
          </Link>
        </Button>
      </div>
      <p className="sr-only">{text.summary(itinerary)}</p>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
        <div className="flex min-w-0 flex-col gap-3">
          <ItineraryAirlines itinerary={itinerary} />
          <ItineraryTimeline itinerary={itinerary} compact />
        </div>
        <div className="flex flex-wrap items-end justify-between gap-3 border-t pt-3 md:flex-col md:items-end md:border-t-0 md:border-l md:pt-0 md:pl-5">
          <div className="flex flex-col gap-1">
            <p className="font-semibold text-sm">{t(`fare.${offer.fareFamily}`)}</p>
            <FareConditions offer={offer} />
          </div>
          <p className="font-bold text-foreground text-lg tabular-nums">{format.price(offer.total)}</p>
        </div>
      </div>
    </section>
  );
}
