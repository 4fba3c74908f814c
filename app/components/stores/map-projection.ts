/**
 * The locator map's projection: equirectangular, longitudes narrowed by the cosine of Iraq's middle
 * latitude (33.3°N) so that distances look right, in SVG units (about 44 a degree of latitude).
 * Shared by the page and by scripts/generate-iraq-map.ts, which drew the governorates with it.
 */
const WEST = 38.6;
const NORTH = 37.5;
const SCALE = 44;
const NARROWING = Math.cos((33.3 * Math.PI) / 180);

export const MAP_WIDTH = Math.ceil((48.7 - WEST) * NARROWING * SCALE);
export const MAP_HEIGHT = Math.ceil((NORTH - 29.0) * SCALE);

/** A point's place on the map, to a tenth of a unit. */
export function project(latitude: number, longitude: number): [x: number, y: number] {
  const round = (v: number) => Math.round(v * 10) / 10;
  return [round((longitude - WEST) * NARROWING * SCALE), round((NORTH - latitude) * SCALE)];
}
