import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../lib/i18n.tsx";
import { usePublicConfig } from "../site-header.tsx";
import type { TileMapStore } from "./tile-map-client.ts";

/**
 * The store locator's tile map, only when the operator configured a tile server (TILE_SERVER_URL;
 * docs/decisions/053-store-locator-map.md). It lies over the server-drawn map, which stays the
 * page's map without JavaScript and until the tiles are up; the map library (Leaflet) is loaded
 * on the page only then, so no page pays for it by default.
 */
export function TileMap({ stores, origin }: { stores: TileMapStore[]; origin: { lat: number; lng: number } | null }) {
  const { maps } = usePublicConfig();
  const { t } = useI18n();
  const box = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const { tileUrl, attribution } = maps;
  const you = t("stores.map.you");
  useEffect(() => {
    const element = box.current;
    if (!tileUrl || !element) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import("./tile-map-client.ts").then(({ drawTileMap }) => {
      if (cancelled) return;
      stop = drawTileMap(element, { tileUrl, attribution: attribution ?? "", stores, origin, you });
      setReady(true);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [tileUrl, attribution, stores, origin, you]);
  if (!tileUrl) return null;
  // Maps read left to right whatever the page's direction.
  return <div ref={box} className="tile-map" dir="ltr" data-ready={ready ? "true" : undefined} />;
}
