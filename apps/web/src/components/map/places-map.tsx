import 'leaflet/dist/leaflet.css';
import './places-map.css';
import { divIcon, latLngBounds } from 'leaflet';
import { type ReactNode, useEffect, useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import { cn } from '@/lib/cn';

export type MapPlace = {
  id: string;
  latitude: number;
  longitude: number;
  /** Written on the marker, e.g. a price. */
  label: string;
  /** Read out before the label, e.g. the hotel's name. */
  name: string;
  popup?: ReactNode;
};

export type PlacesMapProps = {
  places: readonly MapPlace[];
  /** Accessible name of the map region. */
  label: string;
  attribution: string;
  className?: string;
};

const madagascar = { center: [-18.9, 47.5] as [number, number], zoom: 6 };
const placeZoom = 14;

/**
 * A pill anchored above its point. Leaflet makes the (zero-sized) wrapper focusable and a button;
 * the pill shows its focus.
 */
function pillIcon(place: MapPlace) {
  const pill = document.createElement('span');
  pill.className =
    'absolute bottom-1 left-0 -translate-x-1/2 whitespace-nowrap rounded-full border-2 border-white bg-primary px-2.5 py-1 font-semibold text-primary-foreground text-xs shadow-md group-hover:bg-lagoon-800 group-focus-visible:outline-2 group-focus-visible:outline-offset-2 group-focus-visible:outline-ring';
  const name = document.createElement('span');
  name.className = 'sr-only';
  name.textContent = `${place.name}, `;
  pill.append(name, place.label);
  return divIcon({ html: pill, className: 'group outline-none', iconSize: [0, 0] });
}

function PlaceMarker({ place }: { place: MapPlace }) {
  const icon = useMemo(() => pillIcon(place), [place]);
  return (
    <Marker position={[place.latitude, place.longitude]} icon={icon}>
      {place.popup && <Popup>{place.popup}</Popup>}
    </Marker>
  );
}

function FitToPlaces({ places }: { places: readonly MapPlace[] }) {
  const map = useMap();
  useEffect(() => {
    const [first] = places;
    if (!first) return;
    if (places.length === 1) {
      map.setView([first.latitude, first.longitude], placeZoom);
      return;
    }
    const bounds = latLngBounds(places.map((place) => [place.latitude, place.longitude]));
    map.fitBounds(bounds, { padding: [48, 48], maxZoom: 13 });
  }, [map, places]);
  return null;
}

/**
 * OpenStreetMap tiles under price markers. Without tiles (offline) the markers and popups still work
 * on a blank background.
 */
export function PlacesMap({ places, label, attribution, className }: PlacesMapProps) {
  return (
    <section aria-label={label} className={cn('isolate overflow-hidden rounded-xl border', className)}>
      <MapContainer
        center={madagascar.center}
        zoom={madagascar.zoom}
        scrollWheelZoom={false}
        className="size-full min-h-64 bg-secondary"
      >
        <TileLayer url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png" attribution={attribution} />
        {places.map((place) => (
          <PlaceMarker key={place.id} place={place} />
        ))}
        <FitToPlaces places={places} />
      </MapContainer>
    </section>
  );
}
