// What app.ts wires of the cart module (its routes, jobs); only app.ts and tests import
// this file, other modules use index.ts.
export { registerCartRoutes } from './cart.routes';
