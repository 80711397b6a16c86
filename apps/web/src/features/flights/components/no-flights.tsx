import { CalendarSearchIcon, FilterXIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { FlightSearch, FlightSearchParams } from '../flight-search-params';
import { OtherDays } from './other-days';
import { useFlightFormat } from './use-flight-format';

type NoFlightsProps = {
  params: FlightSearchParams;
  search: FlightSearch;
  leg: 'outbound' | 'return';
};

/** No flight at all on the leg's day: the day before and the day after. */
export function NoFlights({ params, search, leg }: NoFlightsProps) {
  const { t } = useTranslation('flights');
  const format = useFlightFormat();
  const day = leg === 'outbound' ? search.departDate : (search.returnDate ?? search.departDate);
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <CalendarSearchIcon aria-hidden className="size-10 text-primary" />
      <div className="flex flex-col gap-1">
        <h3 className="font-display font-semibold text-foreground text-xl">
          {t(leg === 'outbound' ? 'empty.title' : 'empty.returnTitle', { day: format.day(day) })}
        </h3>
        <p className="max-w-md text-muted-foreground">{t('empty.description')}</p>
      </div>
      <OtherDays params={params} search={search} leg={leg} />
    </div>
  );
}

/** Flights there are, but none the filters keep. */
export function NoMatchingFlights({ onClearFilters }: { onClearFilters: () => void }) {
  const { t } = useTranslation('flights');
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <FilterXIcon aria-hidden className="size-10 text-primary" />
      <div className="flex flex-col gap-1">
        <h3 className="font-display font-semibold text-foreground text-xl">{t('empty.filteredTitle')}</h3>
        <p className="max-w-md text-muted-foreground">{t('empty.filteredDescription')}</p>
      </div>
      <Button variant="outline" onClick={onClearFilters}>
        {t('filters.clear')}
      </Button>
    </div>
  );
}
