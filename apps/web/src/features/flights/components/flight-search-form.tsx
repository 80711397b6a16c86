import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  ArrowLeftRightIcon,
  ArrowUpDownIcon,
  PlaneLandingIcon,
  PlaneTakeoffIcon,
  SearchIcon,
} from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldIssue, messageFor } from '@/components/stay/stay-issues';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { resolveAirport } from '../airport-suggestions';
import { airportsQueryOptions } from '../api/airports';
import { checkFlightDraft, type FlightSearchDraft, paramsOfSearch } from '../flight-search-params';
import type { FlightSearchParams } from '../flight-search-url';
import { AirportField, type AirportInput, airportInputOf } from './airport-field';
import { FlightDatesField } from './flight-dates-field';
import { PassengersField } from './passengers-field';
import { TripTypeToggle } from './trip-type-toggle';

type FlightSearchFormProps = {
  initial: FlightSearchDraft;
  /** What the new search keeps of the results page, e.g. its sort. */
  keep?: Partial<FlightSearchParams>;
  /** `hero`: the home page's card; `bar`: the results page's strip. */
  variant?: 'hero' | 'bar';
  className?: string;
};

type Draft = Omit<FlightSearchDraft, 'from' | 'to'> & { from: AirportInput; to: AirportInput };

/** From, to, when, who: checked with the contracts' flight rules before it goes to the results. */
export function FlightSearchForm({ initial, keep, variant = 'bar', className }: FlightSearchFormProps) {
  const { t } = useTranslation('flights');
  const navigate = useNavigate();
  const airports = useQuery(airportsQueryOptions).data;
  const [draft, setDraft] = useState<Draft>(() => ({
    ...initial,
    from: airportInputOf(initial.from),
    to: airportInputOf(initial.to),
  }));
  const [issues, setIssues] = useState<FieldIssue[]>([]);

  const edit = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setIssues([]);
  };
  const swap = () => edit({ from: draft.to, to: draft.from });
  const codeOf = (input: AirportInput) => input.code ?? resolveAirport(airports, input.text);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkFlightDraft({ ...draft, from: codeOf(draft.from), to: codeOf(draft.to) });
    if (checked.issues) {
      setIssues(checked.issues);
      return;
    }
    void navigate({ to: '/flights', search: { ...keep, ...paramsOfSearch(checked.search) } });
  };

  const roundTrip = draft.tripType === 'return';
  const hero = variant === 'hero';
  return (
    <search aria-label={t('form.label')} className={className}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <TripTypeToggle value={draft.tripType} onChange={(tripType) => edit({ tripType })} />
        <div
          className={cn(
            'grid items-start gap-3 sm:grid-cols-2',
            hero
              ? 'xl:grid-cols-[minmax(0,2.4fr)_minmax(0,1.5fr)_minmax(0,1.2fr)_auto]'
              : 'lg:grid-cols-[minmax(0,2.4fr)_minmax(0,1.5fr)_minmax(0,1.2fr)_auto]',
          )}
        >
          <div
            className={cn(
              'relative flex flex-col gap-3 sm:col-span-2 sm:grid sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:items-start',
              hero ? 'xl:col-span-1' : 'lg:col-span-1',
            )}
          >
            <AirportField
              label={t('form.from')}
              name="from"
              value={draft.from}
              onChange={(from) => edit({ from })}
              airports={airports}
              placeholder={t('form.fromPlaceholder')}
              icon={<PlaneTakeoffIcon />}
              error={messageFor(issues, 'from')}
            />
            <SwapButton label={t('form.swap')} onClick={swap} className="mt-[1.625rem] max-sm:hidden">
              <ArrowLeftRightIcon aria-hidden />
            </SwapButton>
            <div className="relative">
              {/* On phones the fields stand one above the other and the button sits across their seam. */}
              <SwapButton
                label={t('form.swap')}
                onClick={swap}
                className="absolute -top-1.5 right-3 z-10 size-9 -translate-y-1/2 rounded-full shadow-sm sm:hidden"
              >
                <ArrowUpDownIcon aria-hidden />
              </SwapButton>
              <AirportField
                label={t('form.to')}
                name="to"
                value={draft.to}
                onChange={(to) => edit({ to })}
                airports={airports}
                placeholder={t('form.toPlaceholder')}
                icon={<PlaneLandingIcon />}
                error={messageFor(issues, 'to')}
              />
            </div>
          </div>
          <FlightDatesField
            roundTrip={roundTrip}
            value={draft}
            onChange={(dates) => edit(dates)}
            error={messageFor(issues, 'departDate', 'returnDate')}
          />
          <PassengersField
            value={draft}
            onChange={({ adults, children, infants, cabin }) => edit({ adults, children, infants, cabin })}
            error={messageFor(issues, 'adults', 'children', 'infants', 'cabin')}
          />
          <Button
            type="submit"
            size={hero ? 'lg' : 'default'}
            className={cn('self-end sm:col-span-2', hero ? 'xl:col-span-1 xl:h-10' : 'lg:col-span-1')}
          >
            <SearchIcon aria-hidden />
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </search>
  );
}

/** Swaps the departure and arrival airports; an arrow across the fields, as they stand. */
function SwapButton({
  label,
  onClick,
  className,
  children,
}: {
  label: string;
  onClick: () => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="icon"
      aria-label={label}
      onClick={onClick}
      className={className}
    >
      {children}
    </Button>
  );
}
