/**
 * Distances on the ground, for "nearest store" (domain) and the locator page alike. Zod-free so
 * the page may import it.
 */

export type LatLng = { latitude: number; longitude: number };

const EARTH_RADIUS_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine): within a few metres of the ellipsoid at Iraq's scale. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * A visitor's coordinate kept to two decimals (about 1 km): enough to order stores, too coarse to
 * point at a home, and what the page's address and the server's logs hold.
 */
export const roundCoordinate = (value: number) => Math.round(value * 100) / 100;
