/**
 * Draws the tile map with Leaflet (loaded with this module, only where a tile server is set). Store
 * names go in as text, never as HTML; each marker's popup links to the store's card in the list.
 */
import L from "leaflet";
import "leaflet/dist/leaflet.css";

export type TileMapStore = { id: string; name: string; latitude: number; longitude: number; kind: string };

type Drawing = {
  tileUrl: string;
  attribution: string;
  stores: TileMapStore[];
  origin: { lat: number; lng: number } | null;
  you: string;
};

/** Iraq, for a map with no store to fit. */
const IRAQ: L.LatLngBoundsExpression = [
  [29.06, 38.79],
  [37.38, 48.57],
];

function popup(store: TileMapStore): HTMLElement {
  const link = document.createElement("a");
  link.href = `#store-${store.id}`;
  link.textContent = store.name;
  return link;
}

/** Draws the map into `element`; returns what removes it. */
export function drawTileMap(element: HTMLElement, drawing: Drawing): () => void {
  const map = L.map(element, { scrollWheelZoom: false, attributionControl: true });
  // The library's credit as a plain link (its default adds a flag picture), then the tile server's.
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  L.tileLayer(drawing.tileUrl, { attribution: drawing.attribution, maxZoom: 18 }).addTo(map);
  const points: L.LatLngExpression[] = [];
  for (const store of drawing.stores) {
    const at: L.LatLngExpression = [store.latitude, store.longitude];
    points.push(at);
    L.marker(at, {
      title: store.name,
      alt: store.name,
      icon: L.divIcon({ className: `tile-dot is-${store.kind}`, iconSize: [14, 14] }),
    })
      .bindPopup(popup(store))
      .addTo(map);
  }
  if (drawing.origin) {
    const at: L.LatLngExpression = [drawing.origin.lat, drawing.origin.lng];
    points.push(at);
    L.marker(at, {
      title: drawing.you,
      alt: drawing.you,
      icon: L.divIcon({ className: "tile-you", iconSize: [16, 16] }),
    }).addTo(map);
  }
  if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [24, 24], maxZoom: 14 });
  else map.fitBounds(IRAQ);
  return () => map.remove();
}
