import { lazy } from 'react';
import { WhenNearScreen } from '@/components/ui/when-near-screen';
import type { PlacesMapProps } from './places-map';

const PlacesMap = lazy(() => import('./places-map').then((module) => ({ default: module.PlacesMap })));

/** Leaflet loads only on pages that show a map, once the map comes near the screen. */
export function LazyPlacesMap(props: PlacesMapProps) {
  return (
    <WhenNearScreen className={props.className}>
      <PlacesMap {...props} />
    </WhenNearScreen>
  );
}

export type { MapPlace } from './places-map';
