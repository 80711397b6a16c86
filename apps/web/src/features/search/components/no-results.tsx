import { addDays } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import { CalendarSearchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { HotelSearch, HotelSearchParams } from '../search-params';

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
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
      <CalendarSearchIcon aria-hidden className="size-10 text-primary" />
      <div className="flex flex-col gap-1">
        <h2 className="font-display font-semibold text-foreground text-xl">{t('empty.title')}</h2>
        <p className="max-w-md text-muted-foreground">{t('empty.description')}</p>
      </div>
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
        {filtered && (
          <Button variant="outline" onClick={onClearFilters}>
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}
