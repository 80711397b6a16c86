import type { Booking } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LuggageIcon } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/toasts';
import { useFocusOnChange } from '@/lib/use-focus-on-change';
import { usePageTitle } from '@/lib/use-page-title';
import { myBookingsQueryOptions } from '../../api/bookings';
import { FlightTripCard } from './flight-trip-card';
import { TripCard } from './trip-card';
import { sortTrips } from './trip-order';

function TripSection({ title, trips, empty }: { title: string; trips: Booking[]; empty: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-display font-semibold text-2xl text-foreground">
        {title} <span className="font-sans font-normal text-lg text-muted-foreground">({trips.length})</span>
      </h2>
      {trips.length === 0 ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {trips.map((booking) => (
            <li key={booking.id}>
              {booking.kind === 'FLIGHT' ? (
                <FlightTripCard booking={booking} />
              ) : (
                <TripCard booking={booking} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /account/trips: flights and stays together, the trips to come first, then those gone by or
 * cancelled. `notice`: a line under the title (whether the list is kept for offline reading).
 */
export function TripsPage({ userId, notice }: { userId: string; notice?: ReactNode }) {
  const { t } = useTranslation('trips');
  usePageTitle(t('pageTitle'));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, 'trips');
  const trips = useQuery(myBookingsQueryOptions(userId));
  const none = trips.data && trips.data.upcoming.length + trips.data.past.length === 0;

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="font-display font-semibold text-3xl text-foreground outline-none"
      >
        {t('title')}
      </h1>
      {notice}
      {trips.isPending && (
        <div role="status" aria-label={t('loading')} className="flex flex-col gap-4">
          <Skeleton className="h-36 rounded-xl" />
          <Skeleton className="h-36 rounded-xl" />
        </div>
      )}
      {trips.isError && (
        <ErrorAlert title={apiErrorMessage(trips.error)}>
          <Button variant="outline" size="sm" onClick={() => void trips.refetch()}>
            {t('retry')}
          </Button>
        </ErrorAlert>
      )}
      {none && (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-12 text-center">
          <LuggageIcon aria-hidden className="size-10 text-primary" />
          <p className="text-muted-foreground">{t('none')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to="/hotels">{t('findHotel')}</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/flights">{t('findFlight')}</Link>
            </Button>
          </div>
        </div>
      )}
      {trips.data && !none && (
        <>
          <TripSection
            title={t('upcoming')}
            trips={sortTrips(trips.data.upcoming, 'soonest')}
            empty={t('noUpcoming')}
          />
          <TripSection title={t('past')} trips={sortTrips(trips.data.past, 'latest')} empty={t('noPast')} />
        </>
      )}
    </div>
  );
}
