// A small map with one pharmacy marked, beside its written address on the appointment summary. The address and the
// directions link carry the information, so the map is decoration: hidden from screen readers and never in the tab
// order (no zoom buttons, no keyboard handler, no interactive marker), with the tiles' attribution written outside it.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { DEFAULT_ZOOM, TILE_URL } from './map-tiles.ts';
import './choose-appointment.css';
import './place-map.css';

export default function PlaceMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return undefined;
    const instance = L.map(element.current, {
      center: [latitude, longitude],
      zoom: DEFAULT_ZOOM,
      zoomControl: false,
      attributionControl: false,
      keyboard: false,
      dragging: false,
      scrollWheelZoom: false,
      doubleClickZoom: false,
      boxZoom: false,
      touchZoom: false,
    });
    L.tileLayer(TILE_URL, { maxZoom: 19 }).addTo(instance);
    L.marker([latitude, longitude], {
      icon: L.divIcon({
        className: 'map-marker map-marker--location map-marker--active',
        html: '<span></span>',
        iconSize: [30, 30],
        iconAnchor: [15, 15],
      }),
      keyboard: false,
      interactive: false,
    }).addTo(instance);
    return () => {
      instance.remove();
    };
  }, [latitude, longitude]);
  return <div ref={element} className="place-map" aria-hidden="true" />;
}
