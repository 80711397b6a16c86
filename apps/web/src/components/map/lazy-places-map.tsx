import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import type { PlacesMapProps } from './places-map';

const PlacesMap = lazy(() => import('./places-map').then((module) => ({ default: module.PlacesMap })));

/** Leaflet loads only on pages that show a map, once they show it. */
export function LazyPlacesMap(props: PlacesMapProps) {
  return (
    <Suspense fallback={<Skeleton className={props.className} />}>
      <PlacesMap {...props} />
    </Suspense>
  );
}

export type { MapPlace } from './places-map';
