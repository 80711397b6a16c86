import type { Airport } from '@madabook/contracts';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/admin/filter-select';

/** "TNR · Antananarivo" for each airport, to pick one from a list. */
export function useAirportOptions(airports: readonly Airport[]) {
  const { t } = useTranslation('adminFlights');
  return airports.map((airport) => ({
    value: airport.code,
    label: t('airportOption', { code: airport.code, city: airport.city }),
  }));
}

type Route = { origin?: string; destination?: string };

/** The origin and destination filters of a table of flights. */
export function RouteFilters({
  airports,
  value,
  onChange,
}: {
  airports: readonly Airport[];
  value: Route;
  onChange: (route: Route) => void;
}) {
  const { t } = useTranslation('adminFlights');
  const options = useAirportOptions(airports);
  return (
    <>
      <FilterSelect
        label={t('filters.origin')}
        value={value.origin}
        options={options}
        onChange={(origin) => onChange({ origin })}
      />
      <FilterSelect
        label={t('filters.destination')}
        value={value.destination}
        options={options}
        onChange={(destination) => onChange({ destination })}
      />
    </>
  );
}
