import { searchSorts } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersAside } from '@/components/search-page/filters-aside';
import { FiltersSheet } from '@/components/search-page/filters-sheet';
import { ResultsError } from '@/components/search-page/results-error';
import { SearchSummaryBar } from '@/components/search-page/search-summary-bar';
import { SortSelect } from '@/components/search-page/sort-select';
import { useStayFormat } from '@/components/stay/use-stay-format';
import { useLanguage } from '@/lib/i18n';
import { useFocusOnChange } from '@/lib/use-focus-on-change';
import { useMediaQuery } from '@/lib/use-media-query';
import { usePageTitle } from '@/lib/use-page-title';
import { hotelSearchQueryOptions } from '../api/search-hotels';
import {
  activeFilterCount,
  checkHotelSearch,
  filterParams,
  type HotelSearch,
  type HotelSearchFilters,
} from '../search-params';
import type { HotelSearchParams } from '../search-url';
import { InvalidHotelSearch } from './invalid-hotel-search';
import { NoResults } from './no-results';
import { ResultsList, ResultsSkeleton } from './results-list';
import { ResultsMap } from './results-map';
import { ResultsPagination } from './results-pagination';
import { SearchFilters } from './search-filters';
import { SearchForm } from './search-form';
import { type ResultsView, ViewToggle } from './view-toggle';

/** /hotels: the search checked first; a bad address gets explanations instead of results. */
export function ResultsPage({ params }: { params: HotelSearchParams }) {
  // The explanations are worded as the address is checked: a new language checks it again.
  useLanguage();
  const checked = checkHotelSearch(params);
  if (checked.issues) return <InvalidHotelSearch params={params} issues={checked.issues} />;
  return <Results params={params} search={checked.search} />;
}

function Results({ params, search }: { params: HotelSearchParams; search: HotelSearch }) {
  const { t } = useTranslation('search');
  const format = useStayFormat();
  const navigate = useNavigate();
  const results = useQuery(hotelSearchQueryOptions(search));
  const [view, setView] = useState<ResultsView>('list');
  const wide = useMediaQuery('(min-width: 1280px)');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const { city, checkIn, checkOut, guests, rooms } = search;
  const stay = { checkIn, checkOut, guests, rooms };
  const place = city ?? t('results.everywhere');
  usePageTitle(t('results.pageTitle', { place }));
  // A new search or another page starts the reader at the heading; a filter leaves the focus where it is.
  useFocusOnChange(headingRef, JSON.stringify([city, checkIn, checkOut, guests, rooms, search.page]));

  const filters: HotelSearchFilters = search;
  const filterCount = activeFilterCount(filters);
  const update = (patch: Partial<HotelSearchParams>) =>
    void navigate({ to: '/hotels', search: { ...params, ...patch, page: undefined } });
  const setFilters = (next: HotelSearchFilters) => update(filterParams(next));

  const data = results.data;
  const total = data?.total ?? 0;
  const countText = results.isPending ? t('results.searching') : t('results.count', { count: total });
  const summary = `${format.datesAndNights(checkIn, checkOut)} · ${format.party(guests, rooms)}`;
  const filterPanel = <SearchFilters filters={filters} onChange={setFilters} />;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">
      <SearchSummaryBar summary={`${place} · ${summary}`}>
        <SearchForm
          key={JSON.stringify(stay) + city}
          initial={{ city, ...stay }}
          keep={{ ...filterParams(filters), sort: search.sort }}
        />
      </SearchSummaryBar>
      <header className="flex flex-col gap-1">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="font-display font-semibold text-3xl text-foreground outline-none"
        >
          {t('results.title', { place })}
        </h1>
        <p role="status" className="font-medium text-foreground">
          {countText}
        </p>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FiltersSheet activeCount={filterCount} showResultsLabel={t('filters.showResults', { count: total })}>
          {filterPanel}
        </FiltersSheet>
        <SortSelect
          value={search.sort}
          sorts={searchSorts}
          sortLabel={(sort) => t(`sort.${sort}`)}
          onChange={(sort) => update({ sort })}
        />
        <ViewToggle view={view} onChange={setView} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[15rem_minmax(0,1fr)_22rem]">
        <FiltersAside>{filterPanel}</FiltersAside>
        {(wide || view === 'list') && (
          <div className="flex min-w-0 flex-col gap-6">
            {results.isPending && <ResultsSkeleton />}
            {results.isError && <ResultsError error={results.error} onRetry={() => void results.refetch()} />}
            {data && data.items.length === 0 && (
              <NoResults
                params={params}
                search={search}
                filtered={filterCount > 0}
                onClearFilters={() => setFilters({})}
              />
            )}
            {data && data.items.length > 0 && (
              <>
                <ResultsList results={data.items} stay={stay} busy={results.isPlaceholderData} />
                <ResultsPagination
                  params={params}
                  page={data.page}
                  pageCount={Math.ceil(total / data.pageSize)}
                />
              </>
            )}
          </div>
        )}
        {(wide || view === 'map') && (
          <ResultsMap
            results={data?.items ?? []}
            stay={stay}
            className="h-[70dvh] lg:col-start-2 xl:sticky xl:top-20 xl:col-start-3 xl:h-[calc(100dvh-6rem)]"
          />
        )}
      </div>
    </div>
  );
}
