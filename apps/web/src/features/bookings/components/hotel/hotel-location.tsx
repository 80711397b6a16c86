import type { PublicHotel } from '@madabook/contracts';
import { MapPinIcon, PhoneIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LazyPlacesMap } from '@/components/map/lazy-places-map';

/** The address, the phone, and the hotel on the map. */
export function HotelLocation({ hotel }: { hotel: PublicHotel }) {
  const { t } = useTranslation(['hotel', 'stay']);
  const address = [
    hotel.address,
    [hotel.postalCode, hotel.city].filter(Boolean).join(' '),
    hotel.country,
  ].join(', ');
  return (
    <div className="flex flex-col gap-3">
      <address className="flex items-start gap-2 text-foreground text-sm not-italic">
        <MapPinIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        {address}
      </address>
      {hotel.phone && (
        <a
          href={`tel:${hotel.phone}`}
          className="flex items-center gap-2 text-primary text-sm hover:underline"
        >
          <PhoneIcon aria-hidden className="size-4" />
          {hotel.phone}
        </a>
      )}
      <LazyPlacesMap
        places={[
          {
            id: hotel.id,
            latitude: hotel.latitude,
            longitude: hotel.longitude,
            name: hotel.name,
            label: hotel.name,
          },
        ]}
        label={t('location.map', { name: hotel.name })}
        attribution={t('stay:map.attribution')}
        className="h-64"
      />
    </div>
  );
}
