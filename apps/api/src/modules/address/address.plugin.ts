// What app.ts wires of the address module (its routes, jobs); only app.ts and tests import
// this file, other modules use index.ts.
export { registerAddressPublicRoutes, registerAddressUserRoutes } from './address.routes';
