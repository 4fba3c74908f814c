import { useI18n } from "../../lib/i18n.tsx";
import iraq from "./iraq-map.json";
import { project } from "./map-projection.ts";
import { TileMap } from "./tile-map.tsx";

type Dot = { id: string; name: string; latitude: number; longitude: number; kind: string };

/**
 * Iraq's governorates (schematic, from scripts/generate-iraq-map.ts) with a dot for each listed
 * store at its coordinates: drawn on the server, no tiles, no script. Where the operator set a
 * tile server, a tile map lies over it once JavaScript has drawn it (tile-map.tsx). A governorate links to the
 * page filtered by it, a dot to its store in the list. The list is the accessible equivalent: the
 * drawing is a named, described graphic whose links stay out of the tab order.
 */
export function StoreMap({
  governorates,
  selected,
  stores,
  origin,
  linkFor,
}: {
  governorates: { id: string; name: string }[];
  selected: string | null;
  stores: Dot[];
  origin: { lat: number; lng: number } | null;
  linkFor: (governorate: string) => string;
}) {
  const { t } = useI18n();
  const names = new Map(governorates.map((g) => [g.id, g.name]));
  const you = origin ? project(origin.lat, origin.lng) : null;
  return (
    <figure className="store-map" id="map">
      <svg
        viewBox={`0 0 ${iraq.width} ${iraq.height}`}
        aria-labelledby="store-map-title"
        aria-describedby="store-map-desc"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id="store-map-title">{t("stores.map.title")}</title>
        <desc id="store-map-desc">{t("stores.map.desc", { count: stores.length })}</desc>
        <path className="map-country" d={iraq.outline} />
        {iraq.governorates.map((g) => (
          <a key={g.id} href={linkFor(g.id)} tabIndex={-1} aria-label={names.get(g.id) ?? g.id}>
            <title>{names.get(g.id) ?? g.id}</title>
            <path className={g.id === selected ? "map-governorate is-selected" : "map-governorate"} d={g.d} />
          </a>
        ))}
        {stores.map((s) => {
          const [x, y] = project(s.latitude, s.longitude);
          return (
            <a
              key={s.id}
              href={`#store-${s.id}`}
              tabIndex={-1}
              className={`map-store is-${s.kind}`}
              aria-label={s.name}
            >
              <title>{s.name}</title>
              <circle cx={x} cy={y} r={4} />
            </a>
          );
        })}
        {you ? (
          <g className="map-you">
            <circle cx={you[0]} cy={you[1]} r={7} />
            <circle cx={you[0]} cy={you[1]} r={2.5} />
            <title>{t("stores.map.you")}</title>
          </g>
        ) : null}
      </svg>
      <TileMap stores={stores} origin={origin} />
    </figure>
  );
}
