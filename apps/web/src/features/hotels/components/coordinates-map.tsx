import type { LatLngLiteral } from 'leaflet';
import { MapPinOffIcon } from 'lucide-react';
import { type ComponentType, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { parseDecimal, roundCoordinate } from '@/lib/number-input';
import type { LocationMapProps } from './location-map';

/** Leaflet wraps longitudes past ±180 when the map is panned round the world. */
const wrapLongitude = (value: number) => ((((value + 180) % 360) + 360) % 360) - 180;

function positionOf(latitude: string, longitude: string): LatLngLiteral | undefined {
  const lat = parseDecimal(latitude);
  const lng = parseDecimal(longitude);
  if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng))
    return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { lat, lng };
}

type CoordinatesMapProps = {
  latitude: string;
  longitude: string;
  onPick: (latitude: number, longitude: number) => void;
};

/**
 * A map to place the hotel with the mouse; the latitude and longitude fields beside it stay the
 * way for keyboards, and the only way when the map or its tiles cannot load.
 */
export function CoordinatesMap({ latitude, longitude, onPick }: CoordinatesMapProps) {
  const { t } = useTranslation('adminHotels');
  const [LoadedMap, setLoadedMap] = useState<ComponentType<LocationMapProps> | null>(null);
  const [mapFailed, setMapFailed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);

  // Leaflet is loaded with the dialog's first map only, and its failure leaves the fields working.
  useEffect(() => {
    let current = true;
    import('./location-map').then(
      (module) => current && setLoadedMap(() => module.LocationMap),
      () => current && setMapFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);

  const unavailable = mapFailed || tilesFailed;
  return (
    <figure className="flex flex-col gap-2">
      {mapFailed ? null : LoadedMap ? (
        <LoadedMap
          position={positionOf(latitude, longitude)}
          onPick={({ lat, lng }) => onPick(roundCoordinate(lat), roundCoordinate(wrapLongitude(lng)))}
          onTilesFailed={() => setTilesFailed(true)}
          markerLabel={t('form.mapMarker')}
          zoomInLabel={t('form.zoomIn')}
          zoomOutLabel={t('form.zoomOut')}
        />
      ) : (
        <Skeleton className="h-64 w-full" />
      )}
      <figcaption className="flex items-start gap-1.5 text-muted-foreground text-sm">
        {unavailable && <MapPinOffIcon aria-hidden className="mt-0.5 size-4 shrink-0" />}
        {unavailable ? t('form.mapUnavailable') : t('form.mapHint')}
      </figcaption>
    </figure>
  );
}
