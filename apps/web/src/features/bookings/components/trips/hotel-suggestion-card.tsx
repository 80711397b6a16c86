import { nightsBetween } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import { BedDoubleIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useStayFormat } from '@/components/stay/use-stay-format';
import { Button } from '@/components/ui/button';
import type { HotelSuggestion } from './flight/hotel-suggestion';

/** After a flight: hotels in the arrival city for the nights there, the search already filled in. */
export function HotelSuggestionCard({ suggestion }: { suggestion: HotelSuggestion }) {
  const { t } = useTranslation('trips');
  const format = useStayFormat();
  const headingId = useId();
  const { city, checkIn, checkOut, guests } = suggestion;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-laterite-200 bg-laterite-50 p-5 shadow-sm sm:flex-row sm:items-center dark:border-laterite-900 dark:bg-ink-900"
    >
      <BedDoubleIcon aria-hidden className="size-10 shrink-0 text-accent" />
      <div className="flex flex-1 flex-col gap-1">
        <h2 id={headingId} className="font-display font-semibold text-foreground text-xl">
          {t('hotelSuggestion.title', { city })}
        </h2>
        <p className="text-muted-foreground">
          {t('hotelSuggestion.stay', {
            dates: format.dates(checkIn, checkOut),
            nights: format.nights(nightsBetween(checkIn, checkOut)),
            guests: format.party(guests),
          })}
        </p>
      </div>
      <Button asChild variant="accent" className="self-start sm:self-center">
        <Link to="/hotels" search={{ city, checkIn, checkOut, guests }}>
          {t('hotelSuggestion.search', { city })}
        </Link>
      </Button>
    </section>
  );
}
