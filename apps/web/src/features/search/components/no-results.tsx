import { addDays } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import { CalendarSearchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyResults } from '@/components/search-page/empty-results';
import { ClearFiltersButton } from '@/components/search-page/filter-panel';
import { Button } from '@/components/ui/button';
import type { HotelSearch } from '../search-params';
import type { HotelSearchParams } from '../search-url';

type NoResultsProps = {
  params: HotelSearchParams;
  search: HotelSearch;
  filtered: boolean;
  onClearFilters: () => void;
};

const oneWeek = 7;

/** Nothing free: other dates, the whole island, or fewer filters. */
export function NoResults({ params, search, filtered, onClearFilters }: NoResultsProps) {
  const { t } = useTranslation('search');
  return (
    <EmptyResults
      icon={CalendarSearchIcon}
      heading="h2"
      title={t('empty.title')}
      description={t('empty.description')}
    >
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild variant="outline">
          <Link
            to="/hotels"
            search={{
              ...params,
              checkIn: addDays(search.checkIn, oneWeek),
              checkOut: addDays(search.checkOut, oneWeek),
              page: undefined,
            }}
          >
            {t('empty.weekLater')}
          </Link>
        </Button>
        {search.city && (
          <Button asChild variant="outline">
            <Link to="/hotels" search={{ ...params, city: undefined, page: undefined }}>
              {t('empty.everywhere')}
            </Link>
          </Button>
        )}
        {filtered && <ClearFiltersButton variant="outline" onClick={onClearFilters} />}
      </div>
    </EmptyResults>
  );
}
