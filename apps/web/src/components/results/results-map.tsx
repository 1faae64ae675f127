// The map beside the results (docs/product/booking-flow.md, Limits): Leaflet with supercluster, divIcon markers (no
// image files to load), tiles from VITE_TILE_URL. Tiles are decoration: when they fail (no network) markers and list
// still work.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation.tsx';
import Supercluster from 'supercluster';
import { DEFAULT_ZOOM, TILE_URL } from './map-tiles.ts';
import type { ResultsCentre, LocationResult } from './types.ts';

/**
 * Supercluster's radius, relative to its 512-unit tile: 120 is about 60 screen pixels on Leaflet's 256-pixel tiles,
 * wider than half a cluster's "2 pharmacies" pill plus half a marker, so a marker left outside a cluster does not sit
 * under its pill (a target too small to tap, which axe reports).
 */
export const CLUSTER_RADIUS = 120;
/**
 * Room kept free at the map's edges when the results are fitted in view: the zoom buttons sit top left (10 px from the
 * edge, two 30 px buttons), and no marker may hide under them (issue 30).
 */
export const FIT_PADDING_TOP_LEFT: [number, number] = [60, 84];
export const FIT_PADDING_BOTTOM_RIGHT: [number, number] = [24, 24];
/** Spec z-orders, scaled so they outrank Leaflet's own latitude ordering of markers. */
export const Z_ORDER = { search: 1, location: 5, cluster: 10, active: 15 } as const;
const Z_SCALE = 1000;

export interface ResultsMapProps {
  center: ResultsCentre;
  locations: LocationResult[];
  activeId: string | null;
  onSelect: (id: string) => void;
  /** On phones the map is collapsed; it must measure itself again when shown. */
  visible: boolean;
  /** The person moved or zoomed the map: the page offers "Search this area" for this view. */
  onMoved?: (bounds: { sw: { lat: number; lng: number }; ne: { lat: number; lng: number } }) => void;
}

type PointProps = { id: string; name: string; number: number };

export default function ResultsMap({ center, locations, activeId, onSelect, visible, onMoved }: ResultsMapProps) {
  const { t } = useTranslation('scheduler-results');
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  const fitted = useRef('');
  const userZoom = useRef(false);
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);
  const onMovedRef = useRef(onMoved);
  useEffect(() => {
    onMovedRef.current = onMoved;
  }, [onMoved]);

  useEffect(() => {
    if (!element.current) return undefined;
    const instance = L.map(element.current, {
      center: [center.lat, center.lng],
      zoom: DEFAULT_ZOOM,
      scrollWheelZoom: false,
      zoomControl: false,
    });
    // Leaflet's own buttons are named in English; named here in the page's language.
    L.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(instance);
    // Leaflet's own credit keeps its link and words but its title is English: the same link, titled in the page's language.
    const libraryTitle = t('map.libraryTitle').replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    const prefix = L.Control.Attribution.prototype.options.prefix;
    if (typeof prefix === 'string') {
      instance.attributionControl.setPrefix(prefix.replace(/title="[^"]*"/, `title="${libraryTitle}"`));
    }
    // The credit in the page's language: "© OpenStreetMap contributors", "© colaboradores de OpenStreetMap".
    const osm = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
    L.tileLayer(TILE_URL, {
      attribution: t('map.credit').replace('OpenStreetMap', osm),
      maxZoom: 19,
    }).addTo(instance);
    instance.getPane('tilePane')?.setAttribute('aria-hidden', 'true');
    L.marker([center.lat, center.lng], {
      icon: L.divIcon({ className: 'map-marker map-marker--search', html: '<span></span>', iconSize: [18, 18] }),
      zIndexOffset: Z_ORDER.search * Z_SCALE,
      keyboard: false,
      interactive: false,
    }).addTo(instance);
    layer.current = L.layerGroup().addTo(instance);
    map.current = instance;
    // Only a drag or a zoom by the person offers "Search this area", not the page fitting the results in view.
    const moved = () => {
      const b = instance.getBounds();
      onMovedRef.current?.({
        sw: { lat: b.getSouth(), lng: b.getWest() },
        ne: { lat: b.getNorth(), lng: b.getEast() },
      });
    };
    instance.on('dragend', moved);
    instance.on('zoomend', () => {
      if (userZoom.current) moved();
      userZoom.current = true;
    });
    return () => {
      instance.remove();
      map.current = null;
      layer.current = null;
    };
    // The credit is set once with the map; a language change draws a new page, and so a new map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [center.lat, center.lng]);

  useEffect(() => {
    if (visible) map.current?.invalidateSize();
  }, [visible]);

  useEffect(() => {
    const instance = map.current;
    const group = layer.current;
    if (!instance || !group) return undefined;
    const index = new Supercluster<PointProps>({ radius: CLUSTER_RADIUS, maxZoom: 18 });
    const points = locations.map((l, i) => ({
      type: 'Feature' as const,
      properties: { id: l.id, name: l.name, number: i + 1 },
      geometry: { type: 'Point' as const, coordinates: [l.lng, l.lat] },
    }));
    // The chosen pharmacy is never folded into a cluster: it is drawn on its own, above the others (issue 30).
    const chosen = points.find((p) => p.properties.id === activeId);
    index.load(points.filter((p) => p !== chosen));

    const key = locations.map((l) => l.id).join();
    if (key !== fitted.current && locations.length > 0) {
      fitted.current = key;
      userZoom.current = false;
      if (locations.length === 1)
        instance.setView([locations[0]!.lat, locations[0]!.lng], DEFAULT_ZOOM, { animate: false });
      else
        instance.fitBounds(
          L.latLngBounds([[center.lat, center.lng], ...locations.map((l) => [l.lat, l.lng] as [number, number])]),
          {
            paddingTopLeft: FIT_PADDING_TOP_LEFT,
            paddingBottomRight: FIT_PADDING_BOTTOM_RIGHT,
            maxZoom: DEFAULT_ZOOM,
            animate: false,
          },
        );
    }

    const draw = () => {
      group.clearLayers();
      const bounds = instance.getBounds();
      const clusters = [
        ...index.getClusters(
          [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()],
          Math.round(instance.getZoom()),
        ),
        ...(chosen ? [chosen] : []),
      ];
      for (const feature of clusters) {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as PointProps | Supercluster.ClusterProperties;
        if ('cluster' in props && props.cluster) {
          // "2 pharmacies", not a bare "2" that reads as the second location of the list (issue 30).
          const marker = L.marker([lat, lng], {
            icon: L.divIcon({
              className: 'map-marker map-marker--cluster',
              html: `<span>${t('map.clusterLabel', { count: props.point_count })}</span>`,
              iconSize: [88, 26],
              iconAnchor: [44, 13],
            }),
            zIndexOffset: Z_ORDER.cluster * Z_SCALE,
            title: t('map.cluster', { count: props.point_count }),
            alt: t('map.cluster', { count: props.point_count }),
          });
          marker.on('click', () =>
            instance.setView([lat, lng], Math.min(index.getClusterExpansionZoom(props.cluster_id), 18)),
          );
          group.addLayer(marker);
        } else {
          const point = props as PointProps;
          const active = point.id === activeId;
          const marker = L.marker([lat, lng], {
            // Numbered like the list, so a pin can be matched to its card.
            icon: L.divIcon({
              className: `map-marker map-marker--location${active ? ' map-marker--active' : ''}`,
              html: `<span>${point.number}</span>`,
              iconSize: [30, 30],
              iconAnchor: [15, 15],
            }),
            zIndexOffset: (active ? Z_ORDER.active : Z_ORDER.location) * Z_SCALE,
            title: `${point.number}. ${point.name}`,
            alt: `${point.number}. ${point.name}`,
          });
          marker.on('click', () => onSelectRef.current(point.id));
          group.addLayer(marker);
        }
      }
    };
    draw();
    instance.on('moveend', draw);
    return () => {
      instance.off('moveend', draw);
    };
  }, [locations, activeId, center.lat, center.lng, t]);

  return <div ref={element} className="results-map" role="region" aria-label={t('map.label')} />;
}
