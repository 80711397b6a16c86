import type { HotelSearchResult } from '@madabook/contracts';
import { useId } from 'react';
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

/**
 * The page's hotels as the API orders them; those the calendar closes for these dates come last
 * (the API puts them after the bookable ones) under a heading of their own, with the reason. The
 * bookable ones have a heading too, for screen readers only: each card's name is a level-3 heading.
 */
export function ResultsList({ results, stay, busy }: ResultsListProps) {
  const { t } = useTranslation('search');
  const bookableHeadingId = useId();
  const headingId = useId();
  const bookable = results.filter((result) => !result.restriction);
  const restricted = results.filter((result) => result.restriction);
  const list = (
    items: readonly HotelSearchResult[],
    label: { 'aria-label'?: string; 'aria-labelledby'?: string },
  ) => (
    <ol {...label} aria-busy={busy} className="flex flex-col gap-4 transition-opacity aria-busy:opacity-60">
      {items.map((result) => (
        <li key={result.hotel.id}>
          <HotelOfferCard result={result} stay={stay} priority={result === results[0]} />
        </li>
      ))}
    </ol>
  );
  return (
    <div className="flex flex-col gap-4">
      {bookable.length > 0 && (
        <section aria-labelledby={bookableHeadingId}>
          <h2 id={bookableHeadingId} className="sr-only">
            {t('results.listLabel')}
          </h2>
          {list(bookable, { 'aria-labelledby': bookableHeadingId })}
        </section>
      )}
      {restricted.length > 0 && (
        <section aria-labelledby={headingId} className="flex flex-col gap-3">
          <div>
            <h2 id={headingId} className="font-semibold text-foreground text-lg">
              {t('results.restrictedTitle')}
            </h2>
            <p className="text-muted-foreground text-sm">{t('results.restrictedHint')}</p>
          </div>
          {list(restricted, { 'aria-labelledby': headingId })}
        </section>
      )}
    </div>
  );
}
