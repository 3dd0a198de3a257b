// The address module's public face: the routes, and the reads other modules need.
export { registerAddressRoutes } from './address.routes';
export { MAP_SOURCES, mapCspSources } from './map-csp';
export { eraseAddressesOfUser, getDefaultAddress, listAddressesForUser } from './address.service';
