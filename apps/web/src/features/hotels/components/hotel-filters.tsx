import { hotelTiers } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/admin/filter-select';
import { SearchInput } from '@/components/admin/search-input';
import type { useTableSearch } from '@/components/admin/use-table-search';
import { hotelCitiesQueryOptions } from '../api/hotels';
import type { HotelsSearch } from '../hotels-search';

type HotelFiltersProps = { table: ReturnType<typeof useTableSearch<HotelsSearch>> };

/** Search by name, city or address; filter by city, tier and archived or not. */
export function HotelFilters({ table }: HotelFiltersProps) {
  const { t } = useTranslation('adminHotels');
  const { search, setFilters } = table;
  const cities = useQuery(hotelCitiesQueryOptions).data?.map(({ city }) => city) ?? [];
  // A city only archived hotels are in is not in the public list; the one in the URL stays choosable.
  if (search.city && !cities.includes(search.city)) cities.push(search.city);

  return (
    <>
      <SearchInput label={t('filters.search')} {...table.searchInputProps} />
      <FilterSelect
        label={t('filters.city')}
        value={search.city}
        options={cities.map((city) => ({ value: city, label: city }))}
        onChange={(city) => setFilters({ city })}
      />
      <FilterSelect
        label={t('filters.tier')}
        value={search.tier}
        options={hotelTiers.map((tier) => ({ value: tier, label: t(`tiers.${tier}`) }))}
        onChange={(tier) => setFilters({ tier })}
      />
      <FilterSelect
        label={t('filters.status')}
        value={search.archived}
        options={[
          { value: 'false', label: t('status.active') },
          { value: 'true', label: t('status.archived') },
        ]}
        onChange={(archived) => setFilters({ archived })}
      />
    </>
  );
}
