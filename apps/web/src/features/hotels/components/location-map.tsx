import 'leaflet/dist/leaflet.css';
import { divIcon, type LatLngLiteral } from 'leaflet';
import { useEffect, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';

const MADAGASCAR_CENTRE: LatLngLiteral = { lat: -18.9, lng: 46.9 };
const ISLAND_ZOOM = 5;
const PLACE_ZOOM = 13;

// An inline pin: Leaflet's default marker images are not found once a bundler renames them.
const pin = divIcon({
  className: '',
  html: '<svg viewBox="0 0 24 32" width="28" height="36" aria-hidden="true"><path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="#0e7c86" stroke="#fff" stroke-width="1.5"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [28, 36],
  iconAnchor: [14, 36],
});

export type LocationMapProps = {
  position: LatLngLiteral | undefined;
  onPick: (position: LatLngLiteral) => void;
  onTilesFailed: () => void;
  /** The marker's name, e.g. "Hotel position". */
  markerLabel: string;
  zoomInLabel: string;
  zoomOutLabel: string;
};

/**
 * OpenStreetMap tiles; a click or a drag of the pin sets the position. The map is for the mouse
 * and left out of the tab order: keyboards type the coordinates in the fields beside it.
 */
export function LocationMap(props: LocationMapProps) {
  const { position, onPick, onTilesFailed, markerLabel } = props;
  return (
    <MapContainer
      center={position ?? MADAGASCAR_CENTRE}
      zoom={position ? PLACE_ZOOM : ISLAND_ZOOM}
      scrollWheelZoom={false}
      keyboard={false}
      zoomControl={false}
      className="z-0 h-64 w-full rounded-md border"
    >
      <ZoomControl zoomInTitle={props.zoomInLabel} zoomOutTitle={props.zoomOutLabel} />
      <TileLayer
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
        eventHandlers={{ tileerror: onTilesFailed }}
      />
      <MapBehaviour position={position} onPick={onPick} />
      {position && (
        <Marker
          position={position}
          icon={pin}
          draggable
          keyboard={false}
          title={markerLabel}
          alt={markerLabel}
          eventHandlers={{ dragend: (event) => onPick(event.target.getLatLng()) }}
        />
      )}
    </MapContainer>
  );
}

function MapBehaviour({ position, onPick }: Pick<LocationMapProps, 'position' | 'onPick'>) {
  const map = useMapEvents({ click: (event) => onPick(event.latlng) });
  const placed = useRef(position !== undefined);

  // Coordinates typed in the fields bring the pin into view, close up the first time.
  useEffect(() => {
    if (!position) return;
    if (!placed.current) map.setView(position, PLACE_ZOOM);
    else if (!map.getBounds().contains(position)) map.panTo(position);
    placed.current = true;
  }, [map, position]);

  return <FitContainer />;
}

/** Leaflet measures its box once; a dialog that grows while opening must tell it again. */
function FitContainer() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}
