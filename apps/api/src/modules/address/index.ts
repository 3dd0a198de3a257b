// The address module's public face: the routes, and the reads other modules need.
export { MAP_SOURCES, mapCspSources } from './map-csp';

export {
  eraseAddressesOfUser,
  getAddress,
  getAddressAndArea,
  getDefaultAddress,
  listAddressesForUser,
} from './address.service';
