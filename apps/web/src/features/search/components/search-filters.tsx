import { type HotelTier, hotelTiers } from '@madabook/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmenityLabel } from '@/components/amenity-label';
import { HotelStars } from '@/components/stay/hotel-stars';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
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
  children,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2.5">
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onChange(state === true)} />
      <Label htmlFor={id} className="font-normal">
        {children}
      </Label>
    </div>
  );
}

/** Price, stars, category and amenities; each change applies at once and goes back to page 1. */
export function SearchFilters({ filters, onChange }: SearchFiltersProps) {
  const { t } = useTranslation(['search', 'stay']);
  const amenities = useQuery(amenitiesQueryOptions);
  const [allAmenities, setAllAmenities] = useState(false);
  const tierName = useId();
  const change = (patch: Partial<HotelSearchFilters>) => onChange({ ...filters, ...patch });
  const shownAmenities = allAmenities ? amenities.data : amenities.data?.slice(0, amenitiesShownFirst);

  return (
    <div className="flex flex-col gap-4">
      {activeFilterCount(filters) > 0 && (
        <Button variant="link" className="self-start" onClick={() => onChange({})}>
          {t('filters.clear')}
        </Button>
      )}
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
    </div>
  );
}
