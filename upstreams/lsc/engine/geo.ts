const EARTH_RADIUS_MILES = 3958.8;
const RAD = Math.PI / 180;

export interface Point {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in miles (haversine). */
export function distanceMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A point on the unit sphere: the dot product of two of them is the cosine of their central angle. */
export function unitVector(latitude: number, longitude: number): [number, number, number] {
  const lat = latitude * RAD;
  const lon = longitude * RAD;
  return [Math.cos(lat) * Math.cos(lon), Math.cos(lat) * Math.sin(lon), Math.sin(lat)];
}

/** Miles for a central angle whose cosine is `dot` (chord form; exact enough away from zero). */
export function milesFromDot(dot: number): number {
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(Math.max(0, (1 - dot) / 2))));
}

/** The cosine of the central angle of `miles`: owners with a larger dot product lie closer. */
export function dotWithin(miles: number): number {
  return Math.cos(miles / EARTH_RADIUS_MILES);
}
