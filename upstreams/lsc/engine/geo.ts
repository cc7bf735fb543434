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
