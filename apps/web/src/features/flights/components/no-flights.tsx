import { CalendarSearchIcon, FilterXIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyResults } from '@/components/search-page/empty-results';
import { ClearFiltersButton } from '@/components/search-page/filter-panel';
import type { FlightSearch } from '../flight-search-params';
import type { FlightSearchParams } from '../flight-search-url';
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
    <EmptyResults
      icon={CalendarSearchIcon}
      heading="h3"
      title={t(leg === 'outbound' ? 'empty.title' : 'empty.returnTitle', { day: format.day(day) })}
      description={t('empty.description')}
    >
      <OtherDays params={params} search={search} leg={leg} />
    </EmptyResults>
  );
}

/** Flights there are, but none the filters keep. */
export function NoMatchingFlights({ onClearFilters }: { onClearFilters: () => void }) {
  const { t } = useTranslation('flights');
  return (
    <EmptyResults
      icon={FilterXIcon}
      heading="h3"
      title={t('empty.filteredTitle')}
      description={t('empty.filteredDescription')}
    >
      <ClearFiltersButton variant="outline" onClick={onClearFilters} />
    </EmptyResults>
  );
}
