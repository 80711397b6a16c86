import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, ArrowRightIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '@/components/ui/button';
import { type FlightSearch, paramsOfSearch, shiftedSearch } from '../flight-search-params';
import type { FlightSearchParams } from '../flight-search-url';
import { useFlightFormat } from './use-flight-format';

type OtherDaysProps = {
  params: FlightSearchParams;
  search: FlightSearch;
  leg: 'outbound' | 'return';
};

/**
 * The same search the day before and the day after, when those days can be searched. Moving the
 * outbound forgets the outbound chosen; moving the return keeps it.
 */
export function OtherDays({ params, search, leg }: OtherDaysProps) {
  const { t } = useTranslation('flights');
  const format = useFlightFormat();
  const days = [-1, 1].flatMap((shift) => {
    const shifted = shiftedSearch(search, leg, shift);
    return shifted ? [{ shift, shifted }] : [];
  });
  return (
    <ul className="flex flex-wrap justify-center gap-2">
      {days.map(({ shift, shifted }) => {
        const day = leg === 'outbound' ? shifted.departDate : (shifted.returnDate ?? '');
        return (
          <li key={shift}>
            <Link
              to="/flights"
              search={{
                ...params,
                ...paramsOfSearch(shifted),
                outbound: leg === 'outbound' ? undefined : params.outbound,
              }}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {shift < 0 && <ArrowLeftIcon aria-hidden />}
              {t(shift < 0 ? 'empty.dayBefore' : 'empty.dayAfter', { day: format.day(day) })}
              {shift > 0 && <ArrowRightIcon aria-hidden />}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
