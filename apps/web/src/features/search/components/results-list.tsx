import type { HotelSearchResult } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import type { Stay } from '@/components/stay/stay-params';
import { Skeleton } from '@/components/ui/skeleton';
import { HotelOfferCard } from './hotel-offer-card';

const skeletonCards = ['first', 'second', 'third'];

export function ResultsSkeleton() {
  return (
    <ul aria-hidden className="flex flex-col gap-4">
      {skeletonCards.map((key) => (
        <li key={key} className="flex flex-col overflow-hidden rounded-xl border bg-card sm:flex-row">
          <Skeleton className="aspect-[3/2] rounded-none sm:aspect-auto sm:h-48 sm:w-56 lg:w-64" />
          <div className="flex flex-1 flex-col gap-3 p-5">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="mt-auto h-8 w-1/2 self-end" />
          </div>
        </li>
      ))}
    </ul>
  );
}

type ResultsListProps = { results: readonly HotelSearchResult[]; stay: Stay; busy: boolean };

export function ResultsList({ results, stay, busy }: ResultsListProps) {
  const { t } = useTranslation('search');
  return (
    <ol
      aria-label={t('results.listLabel')}
      aria-busy={busy}
      className="flex flex-col gap-4 transition-opacity aria-busy:opacity-60"
    >
      {results.map((result) => (
        <li key={result.hotel.id}>
          <HotelOfferCard result={result} stay={stay} />
        </li>
      ))}
    </ol>
  );
}
