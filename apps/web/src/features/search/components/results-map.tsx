import type { HotelSearchResult } from '@madabook/contracts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LazyPlacesMap } from '@/components/map/lazy-places-map';
import type { Stay } from '@/components/stay/stay-params';
import { useRestrictionText } from '@/components/stay/stay-restriction';
import { useStayFormat } from '@/components/stay/use-stay-format';

type ResultsMapProps = { results: readonly HotelSearchResult[]; stay: Stay; className?: string };

/** The hotels of the page at their place, each marker with its price per night, or why it is not bookable. */
export function ResultsMap({ results, stay, className }: ResultsMapProps) {
  const { t } = useTranslation(['search', 'stay']);
  const format = useStayFormat();
  const restrictionText = useRestrictionText();
  const places = results.map(({ hotel, lowestPricePerNight, restriction }) => ({
    id: hotel.id,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    name: hotel.name,
    label: restriction ? restrictionText.short(restriction) : format.price(lowestPricePerNight),
    popup: (
      <div className="flex flex-col gap-1">
        <Link
          to="/hotels/$slug"
          params={{ slug: hotel.slug }}
          search={stay}
          className="font-semibold text-primary text-sm hover:underline"
        >
          {hotel.name}
        </Link>
        <span className="text-muted-foreground text-xs">
          {restriction
            ? restrictionText.long(restriction)
            : `${t('card.from')} ${format.price(lowestPricePerNight)} ${t('card.perNight')}`}
        </span>
      </div>
    ),
  }));
  return (
    <LazyPlacesMap
      places={places}
      label={t('map.label')}
      attribution={t('stay:map.attribution')}
      className={className}
    />
  );
}
