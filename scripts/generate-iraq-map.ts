/**
 * Draws the store locator's governorate map once, into app/components/stores/iraq-map.json:
 * `node scripts/generate-iraq-map.ts` (docs/decisions/053-store-locator-map.md).
 *
 * Iraq's outline is Natural Earth's 1:110m Admin 0 polygon (public domain; the same data as the
 * npm package world-atlas). No open admin-1 data for Iraq is on the npm registry, so the nineteen
 * governorates are schematic: each is the part of the outline nearer its seat (the first city of
 * content/places/places.json) than any other seat, a Voronoi partition. Neighbours and relative
 * places are right; borders are not surveyed lines.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { MAP_HEIGHT, MAP_WIDTH, project } from "../app/components/stores/map-projection.ts";

type Point = [number, number];

/** Natural Earth 1:110m Admin 0 – Countries, Iraq, [longitude, latitude]. */
const NATURAL_EARTH_IRAQ: Point[] = [
  [45.420618, 35.977546],
  [46.07634, 35.677383],
  [46.151788, 35.093259],
  [45.64846, 34.748138],
  [45.416691, 33.967798],
  [46.109362, 33.017287],
  [47.334661, 32.469155],
  [47.849204, 31.709176],
  [47.685286, 30.984853],
  [48.004698, 30.985137],
  [48.014568, 30.452457],
  [48.567971, 29.926778],
  [47.974519, 29.975819],
  [47.302622, 30.05907],
  [46.568713, 29.099025],
  [44.709499, 29.178891],
  [41.889981, 31.190009],
  [40.399994, 31.889992],
  [39.195468, 32.161009],
  [38.792341, 33.378686],
  [41.006159, 34.419372],
  [41.383965, 35.628317],
  [41.289707, 36.358815],
  [41.837064, 36.605854],
  [42.349591, 37.229873],
  [42.779126, 37.385264],
  [43.942259, 37.256228],
  [44.293452, 37.001514],
  [44.772699, 37.170445],
];

/** Keeps the part of `polygon` on `site`'s side of the line halfway between `site` and `other`. */
function clipCloser(polygon: Point[], site: Point, other: Point): Point[] {
  const [nx, ny] = [other[0] - site[0], other[1] - site[1]];
  const c = (nx * (site[0] + other[0])) / 2 + (ny * (site[1] + other[1])) / 2;
  const side = (p: Point) => nx * p[0] + ny * p[1] - c;
  const out: Point[] = [];
  polygon.forEach((p, i) => {
    const q = polygon[(i + 1) % polygon.length] as Point;
    const [sp, sq] = [side(p), side(q)];
    if (sp <= 0) out.push(p);
    if (sp < 0 !== sq < 0 && sp !== 0 && sq !== 0) {
      const t = sp / (sp - sq);
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
    }
  });
  return out;
}

const path = (points: Point[]) =>
  `M${points.map(([x, y]) => `${Math.round(x * 10) / 10} ${Math.round(y * 10) / 10}`).join("L")}Z`;

const places: { governorates: { id: string; cities: { latitude: number; longitude: number }[] }[] } = JSON.parse(
  readFileSync(new URL("../content/places/places.json", import.meta.url), "utf8"),
);
const outline = NATURAL_EARTH_IRAQ.map(([lng, lat]) => project(lat, lng));
const seats = places.governorates.map((g) => {
  const seat = g.cities[0];
  if (!seat) throw new Error(`${g.id} has no city`);
  return { id: g.id, at: project(seat.latitude, seat.longitude) };
});
const governorates = seats.map((seat) => {
  const cell = seats.reduce(
    (polygon, other) => (other === seat ? polygon : clipCloser(polygon, seat.at, other.at)),
    outline,
  );
  return { id: seat.id, d: path(cell), seat: seat.at };
});

const file = new URL("../app/components/stores/iraq-map.json", import.meta.url);
writeFileSync(
  file,
  `${JSON.stringify({ width: MAP_WIDTH, height: MAP_HEIGHT, outline: path(outline), governorates }, null, 1)}\n`,
);
console.log(`${governorates.length} governorates written to ${file.pathname}`);
