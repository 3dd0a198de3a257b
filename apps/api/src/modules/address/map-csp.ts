import type { CspSources } from '../../lib/security-headers';

/**
 * The hosts of the Maps JavaScript API the address form uses (Map, Marker, Geocoder): its scripts
 * and geocoder calls, then map tiles, marker and Street View images.
 */
export const MAP_SOURCES: CspSources = {
  script: ['https://maps.googleapis.com'],
  connect: ['https://maps.googleapis.com'],
  img: ['https://maps.gstatic.com', 'https://*.googleapis.com', 'https://*.ggpht.com'],
};

/** MAP_SOURCES, plus the origin of the Maps script loaded (MAPS_SDK_URL) when it is not Google's. */
export function mapCspSources(sdkUrl: string): CspSources {
  const origin = new URL(sdkUrl).origin;
  if (MAP_SOURCES.script?.includes(origin)) return MAP_SOURCES;
  return {
    script: [...(MAP_SOURCES.script ?? []), origin],
    connect: [...(MAP_SOURCES.connect ?? []), origin],
    img: [...(MAP_SOURCES.img ?? []), origin],
  };
}
