// What app.ts wires of the seo module (its routes, jobs); only app.ts and tests import
// this file, other modules use index.ts.
export { registerSeoRoutes } from './seo.routes';
