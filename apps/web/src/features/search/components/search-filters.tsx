import { type HotelTier, hotelTiers } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmenityLabel } from '@/components/amenity-label';
import { CheckOption, FilterGroup, FilterPanel, toggled } from '@/components/search-page/filter-panel';
import { HotelStars } from '@/components/stay/hotel-stars';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { amenitiesQueryOptions } from '../api/amenities';
import { activeFilterCount, type HotelSearchFilters } from '../search-params';
import { PriceFilter } from './price-filter';

type SearchFiltersProps = {
  filters: HotelSearchFilters;
  onChange: (filters: HotelSearchFilters) => void;
};

const starChoices = [5, 4, 3, 2, 1];
const amenitiesShownFirst = 6;

/** Price, stars, category and amenities; each change applies at once and goes back to page 1. */
export function SearchFilters({ filters, onChange }: SearchFiltersProps) {
  const { t } = useTranslation(['search', 'stay']);
  const amenities = useQuery(amenitiesQueryOptions);
  const [allAmenities, setAllAmenities] = useState(false);
  const tierName = useId();
  const change = (patch: Partial<HotelSearchFilters>) => onChange({ ...filters, ...patch });
  const shownAmenities = allAmenities ? amenities.data : amenities.data?.slice(0, amenitiesShownFirst);

  return (
    <FilterPanel active={activeFilterCount(filters) > 0} onClear={() => onChange({})}>
      <FilterGroup legend={t('filters.price')}>
        <PriceFilter value={filters} onChange={change} />
      </FilterGroup>
      <FilterGroup legend={t('filters.stars')}>
        {starChoices.map((stars) => (
          <CheckOption
            key={stars}
            checked={filters.stars?.includes(stars) ?? false}
            onChange={(on) => change({ stars: toggled(filters.stars, stars, on) })}
          >
            <HotelStars stars={stars} />
          </CheckOption>
        ))}
      </FilterGroup>
      <FilterGroup legend={t('filters.tier')}>
        {[undefined, ...hotelTiers].map((tier: HotelTier | undefined) => {
          const id = `${tierName}-${tier ?? 'any'}`;
          return (
            <div key={id} className="flex items-center gap-2.5">
              <input
                type="radio"
                id={id}
                name={tierName}
                checked={filters.tier === tier}
                onChange={() => change({ tier })}
                className="size-4 accent-primary"
              />
              <Label htmlFor={id} className="font-normal">
                {tier ? t(`stay:tier.${tier}`) : t('filters.anyTier')}
              </Label>
            </div>
          );
        })}
      </FilterGroup>
      <FilterGroup legend={t('filters.amenities')}>
        {amenities.isPending && <Skeleton className="h-24" />}
        {shownAmenities?.map((amenity) => (
          <CheckOption
            key={amenity.id}
            checked={filters.amenities?.includes(amenity.id) ?? false}
            onChange={(on) => change({ amenities: toggled(filters.amenities, amenity.id, on) })}
          >
            <AmenityLabel amenity={amenity} className="[&_svg]:text-primary" />
          </CheckOption>
        ))}
        {(amenities.data?.length ?? 0) > amenitiesShownFirst && (
          <Button
            variant="link"
            className="self-start"
            aria-expanded={allAmenities}
            onClick={() => setAllAmenities((shown) => !shown)}
          >
            {allAmenities
              ? t('filters.fewerAmenities')
              : t('filters.allAmenities', { count: amenities.data?.length })}
          </Button>
        )}
      </FilterGroup>
    </FilterPanel>
  );
}
