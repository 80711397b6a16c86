import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { InfoIcon } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersAside } from '@/components/search-page/filters-aside';
import { FiltersSheet } from '@/components/search-page/filters-sheet';
import { ResultsError } from '@/components/search-page/results-error';
import { SearchSummaryBar } from '@/components/search-page/search-summary-bar';
import { SortSelect } from '@/components/search-page/sort-select';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { cn } from '@/lib/cn';
import { useFocusOnChange } from '@/lib/use-focus-on-change';
import { usePageTitle } from '@/lib/use-page-title';
import { airportsQueryOptions } from '../api/airports';
import { flightSearchQueryOptions } from '../api/search-flights';
import {
  draftOfSearch,
  type FlightResultsView,
  type FlightSearch,
  paramsOfFilters,
} from '../flight-search-params';
import type { FlightSearchParams } from '../flight-search-url';
import {
  activeFilterCount,
  type FlightFilters,
  filterItineraries,
  filterOptionsOf,
  flightSorts,
  groupItineraries,
  sortItineraries,
} from '../itineraries';
import { chooseFare, tripStepOf } from '../trip-selection';
import { ChosenOutbound } from './chosen-outbound';
import { FlightFiltersPanel } from './flight-filters';
import { FlightSearchForm } from './flight-search-form';
import { ItineraryCard } from './itinerary-card';
import { NoFlights, NoMatchingFlights } from './no-flights';
import { OtherDays } from './other-days';
import { FlightResultsSkeleton } from './results-skeleton';
import { TripSteps } from './trip-steps';
import { useChooseFare } from './use-choose-fare';
import { useFlightFormat } from './use-flight-format';

type FlightResultsProps = { params: FlightSearchParams; search: FlightSearch; view: FlightResultsView };

/**
 * The search's flights, one leg at a time: on a return trip the outbounds first, then the returns
 * beside the chosen outbound. Sort and filters apply to the leg shown and live in the address.
 */
export function FlightResults({ params, search, view }: FlightResultsProps) {
  const { t } = useTranslation('flights');
  const format = useFlightFormat();
  const navigate = useNavigate();
  const results = useQuery(flightSearchQueryOptions(search));
  const airports = useQuery(airportsQueryOptions).data;
  const { choose, choosing } = useChooseFare(params, search, results.refetch);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);

  const roundTrip = search.returnDate !== undefined;
  const outbounds = useMemo(() => groupItineraries(results.data?.outbound ?? []), [results.data]);
  const returns = useMemo(() => groupItineraries(results.data?.return ?? []), [results.data]);
  const step = results.data ? tripStepOf(roundTrip, view.outbound, outbounds) : undefined;
  // While the flights load, an outbound in the address is taken as chosen.
  const leg = step ? step.step : roundTrip && view.outbound ? 'return' : 'outbound';
  const legItineraries = leg === 'return' ? returns : outbounds;
  const shown = sortItineraries(filterItineraries(legItineraries, view.filters), view.sort);
  const options = filterOptionsOf(legItineraries);
  const filterCount = activeFilterCount(view.filters);
  const legDay = leg === 'return' ? (search.returnDate ?? search.departDate) : search.departDate;

  const cityOf = (code: string) =>
    airports?.find((airport) => airport.code === code)?.city ??
    results.data?.outbound
      .flatMap((offer) => offer.segments.flatMap((segment) => [segment.from, segment.to]))
      .find((place) => place.code === code)?.city ??
    code;
  const route = t('route', { from: cityOf(search.from), to: cityOf(search.to) });
  usePageTitle(t('results.pageTitle', { route }));

  const searchKey = JSON.stringify(search);
  // A new search starts the reader at the page's heading; a new step at the step's heading.
  useFocusOnChange(headingRef, searchKey);
  const lastStep = useRef({ searchKey, leg });
  useEffect(() => {
    const previous = lastStep.current;
    lastStep.current = { searchKey, leg };
    if (previous.searchKey === searchKey && previous.leg !== leg) stepHeadingRef.current?.focus();
  }, [searchKey, leg]);

  const update = (patch: Partial<FlightSearchParams>) =>
    void navigate({ to: '/flights', search: { ...params, ...patch } });
  const setFilters = (filters: FlightFilters) => update(paramsOfFilters(filters));

  const countText = results.isPending
    ? t('results.searching')
    : !results.data
      ? ''
      : shown.length === legItineraries.length
        ? t('results.count', { count: shown.length })
        : t('results.countFiltered', { count: shown.length, total: legItineraries.length });
  const summary = [
    t('route', { from: search.from, to: search.to }),
    format.dates(search.departDate, search.returnDate),
    format.travellers(search),
  ].join(' · ');
  const filterPanel = <FlightFiltersPanel filters={view.filters} options={options} onChange={setFilters} />;
  const outboundChosen = step?.step === 'return' ? step.outbound : undefined;
  // Filters and sort while the flights load, or once there are some to choose from.
  const hasChoice = results.isPending || legItineraries.length > 0;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <SearchSummaryBar summary={summary}>
        <FlightSearchForm key={searchKey} initial={draftOfSearch(search)} keep={{ sort: params.sort }} />
      </SearchSummaryBar>
      <header className="flex flex-col gap-1">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="font-display font-semibold text-3xl text-foreground outline-none"
        >
          {route}
        </h1>
        <p className="text-muted-foreground">
          {[
            t(roundTrip ? 'form.return' : 'form.oneWay'),
            format.dates(search.departDate, search.returnDate),
            format.passengers(search),
            t(`cabin.${search.cabin}`),
          ].join(' · ')}
        </p>
      </header>
      {roundTrip && <TripSteps current={leg} />}
      {step?.step === 'outbound' && step.lostOutbound && (
        <Alert>
          <InfoIcon aria-hidden />
          <AlertTitle>{t('results.outboundGone')}</AlertTitle>
        </Alert>
      )}
      {outboundChosen && (
        <ChosenOutbound chosen={outboundChosen} params={params} departDate={search.departDate} />
      )}
      {roundTrip && leg === 'outbound' && results.data && outbounds.length > 0 && returns.length === 0 && (
        <Alert>
          <InfoIcon aria-hidden />
          <AlertTitle>
            {t('results.noReturn', { day: format.day(search.returnDate ?? search.departDate) })}
          </AlertTitle>
          <AlertDescription className="mt-2">
            <OtherDays params={params} search={search} leg="return" />
          </AlertDescription>
        </Alert>
      )}
      <div className="flex flex-col gap-1">
        <h2 ref={stepHeadingRef} tabIndex={-1} className="font-semibold text-foreground text-xl outline-none">
          {t(roundTrip ? `results.${leg}Title` : 'results.oneWayTitle', { day: format.day(legDay) })}
        </h2>
        <p role="status" className="font-medium text-muted-foreground text-sm">
          {countText}
        </p>
      </div>
      {hasChoice && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <FiltersSheet
            activeCount={filterCount}
            showResultsLabel={t('filters.showResults', { count: shown.length })}
          >
            {filterPanel}
          </FiltersSheet>
          <SortSelect
            value={view.sort}
            sorts={flightSorts}
            sortLabel={(sort) => t(`sort.${sort}`)}
            onChange={(sort) => update({ sort })}
          />
        </div>
      )}
      <div className={cn('grid items-start gap-6', hasChoice && 'lg:grid-cols-[15rem_minmax(0,1fr)]')}>
        {hasChoice && <FiltersAside>{filterPanel}</FiltersAside>}
        <div className="flex min-w-0 flex-col gap-4">
          {results.isPending && <FlightResultsSkeleton />}
          {results.isError && <ResultsError error={results.error} onRetry={() => void results.refetch()} />}
          {results.data && legItineraries.length === 0 && (
            <NoFlights params={params} search={search} leg={leg} />
          )}
          {results.data && legItineraries.length > 0 && shown.length === 0 && (
            <NoMatchingFlights onClearFilters={() => setFilters({})} />
          )}
          {shown.length > 0 && (
            <ol aria-label={t('results.listLabel')} className="flex flex-col gap-4">
              {shown.map((itinerary) => (
                <li key={itinerary.key}>
                  <ItineraryCard
                    itinerary={itinerary}
                    passengers={search}
                    choosing={choosing}
                    outboundTotal={outboundChosen?.offer.total}
                    actionLabel={t(roundTrip && leg === 'outbound' ? 'fare.choose' : 'fare.book')}
                    onChoose={(offer) => step && choose(chooseFare(roundTrip, step, offer), offer)}
                  />
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </div>
  );
}
