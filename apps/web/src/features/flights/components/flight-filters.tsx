import { useTranslation } from 'react-i18next';
import { CheckOption, FilterGroup, FilterPanel, toggled } from '@/components/search-page/filter-panel';
import { activeFilterCount, type FilterOptions, type FlightFilters } from '../itineraries';
import { AirlineMark } from './airline-mark';

type FlightFiltersProps = {
  filters: FlightFilters;
  options: FilterOptions;
  onChange: (filters: FlightFilters) => void;
};

/** Stops, departure time and airlines; each change applies at once. Counts are for the whole list. */
export function FlightFiltersPanel({ filters, options, onChange }: FlightFiltersProps) {
  const { t } = useTranslation('flights');
  const change = (patch: Partial<FlightFilters>) => onChange({ ...filters, ...patch });
  return (
    <FilterPanel active={activeFilterCount(filters) > 0} onClear={() => onChange({})}>
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
    </FilterPanel>
  );
}
