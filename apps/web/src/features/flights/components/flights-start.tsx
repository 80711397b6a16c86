import { addDays, todayInMadagascar } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRightIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusOnChange } from '@/lib/use-focus-on-change';
import { usePageTitle } from '@/lib/use-page-title';
import { airportsQueryOptions } from '../api/airports';
import { flightDraftOf } from '../flight-search-params';
import type { FlightSearchParams } from '../flight-search-url';
import { FlightSearchForm } from './flight-search-form';
import { useFlightFormat } from './use-flight-format';

/** Routes from the capital offered as a start, a week ahead, one way, for one adult. */
const capital = 'TNR';
const popularDestinations = ['NOS', 'SMS', 'DIE', 'TMM', 'FTU', 'MOQ'];
const daysAhead = 7;

/** /flights before a search: the form, filled with what the address gives, and a few routes to try. */
export function FlightsStart({ params }: { params: FlightSearchParams }) {
  const { t } = useTranslation('flights');
  const format = useFlightFormat();
  usePageTitle(t('start.pageTitle'));
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusOnChange(headingRef, 'start');
  const airports = useQuery(airportsQueryOptions).data;
  const cityOf = (code: string) => airports?.find((airport) => airport.code === code)?.city ?? code;
  const departDate = addDays(todayInMadagascar(), daysAhead);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <div className="flex flex-col gap-2">
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="font-display font-semibold text-3xl text-foreground outline-none sm:text-4xl"
        >
          {t('start.title')}
        </h1>
        <p className="max-w-2xl text-muted-foreground">{t('start.subtitle')}</p>
      </div>
      <div className="rounded-2xl border bg-card p-4 shadow-md sm:p-5">
        <FlightSearchForm initial={flightDraftOf(params)} variant="hero" />
      </div>
      <section aria-labelledby="popular-routes-title" className="flex flex-col gap-4">
        <div>
          <h2 id="popular-routes-title" className="font-display font-semibold text-2xl text-foreground">
            {t('start.popularTitle')}
          </h2>
          <p className="text-muted-foreground text-sm">
            {t('start.popularSubtitle', { day: format.day(departDate) })}
          </p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {popularDestinations.map((destination) => (
            <li key={destination}>
              <Link
                to="/flights"
                search={{ from: capital, to: destination, departDate }}
                className="group flex items-center justify-between gap-3 rounded-xl border bg-card p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex flex-col">
                  <span className="font-semibold text-foreground group-hover:text-primary">
                    {t('route', { from: cityOf(capital), to: cityOf(destination) })}
                  </span>
                  <span className="text-muted-foreground text-xs">
                    {t('route', { from: capital, to: destination })}
                  </span>
                </span>
                <ArrowRightIcon aria-hidden className="size-4 text-primary" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
