import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { activeFilterCount, type FilterOptions, type FlightFilters } from '../itineraries';
import { AirlineMark } from './airline-mark';

type FlightFiltersProps = {
  filters: FlightFilters;
  options: FilterOptions;
  onChange: (filters: FlightFilters) => void;
};

function toggled<T>(list: readonly T[] | undefined, item: T, on: boolean): T[] {
  const rest = (list ?? []).filter((value) => value !== item);
  return on ? [...rest, item] : rest;
}

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 border-t pt-4 first:border-t-0 first:pt-0">
      <legend className="float-left mb-3 w-full font-semibold text-foreground text-sm">{legend}</legend>
      {children}
    </fieldset>
  );
}

function CheckOption({
  checked,
  onChange,
  count,
  children,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  count: number;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2.5">
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onChange(state === true)} />
      <Label htmlFor={id} className="flex flex-1 items-center justify-between gap-2 font-normal">
        <span className="flex items-center gap-2">{children}</span>
        <span className="text-muted-foreground text-xs tabular-nums">({count})</span>
      </Label>
    </div>
  );
}

/** Stops, departure time and airlines; each change applies at once. Counts are for the whole list. */
export function FlightFiltersPanel({ filters, options, onChange }: FlightFiltersProps) {
  const { t } = useTranslation('flights');
  const change = (patch: Partial<FlightFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="flex flex-col gap-4">
      {activeFilterCount(filters) > 0 && (
        <Button variant="link" className="self-start" onClick={() => onChange({})}>
          {t('filters.clear')}
        </Button>
      )}
      {options.stops.length > 0 && (
        <FilterGroup legend={t('filters.stops')}>
          {options.stops.map(({ value, count }) => (
            <CheckOption
              key={value}
              count={count}
              checked={filters.stops?.includes(value) ?? false}
              onChange={(on) => change({ stops: toggled(filters.stops, value, on) })}
            >
              {value === 0 ? t('card.direct') : t('filters.stopCount', { count: value })}
            </CheckOption>
          ))}
        </FilterGroup>
      )}
      <FilterGroup legend={t('filters.times')}>
        {options.times.map(({ value, count }) => (
          <CheckOption
            key={value}
            count={count}
            checked={filters.times?.includes(value) ?? false}
            onChange={(on) => change({ times: toggled(filters.times, value, on) })}
          >
            <span className="flex flex-col">
              <span>{t(`filters.time.${value}`)}</span>
              <span className="text-muted-foreground text-xs">{t(`filters.timeRange.${value}`)}</span>
            </span>
          </CheckOption>
        ))}
      </FilterGroup>
      {options.airlines.length > 0 && (
        <FilterGroup legend={t('filters.airlines')}>
          {options.airlines.map(({ value, count, airline }) => (
            <CheckOption
              key={value}
              count={count}
              checked={filters.airlines?.includes(value) ?? false}
              onChange={(on) => change({ airlines: toggled(filters.airlines, value, on) })}
            >
              <AirlineMark airline={airline} className="size-6 text-[0.625rem]" />
              {airline.name}
            </CheckOption>
          ))}
        </FilterGroup>
      )}
    </div>
  );
}
