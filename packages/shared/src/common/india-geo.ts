// India's bounding box, without zod: the address pin's check in the browser and on the server.

/** Degrees north and east that hold all of India, islands included (a swapped or zero pair falls outside). */
export const INDIA_BOUNDS = { south: 6, north: 38, west: 68, east: 98 } as const;

/** True when a latitude and longitude lie inside India's bounding box. */
export function isInIndia(lat: number, lng: number): boolean {
  return (
    lat >= INDIA_BOUNDS.south &&
    lat <= INDIA_BOUNDS.north &&
    lng >= INDIA_BOUNDS.west &&
    lng <= INDIA_BOUNDS.east
  );
}
