// What app.ts wires of the content module (its routes, jobs); only app.ts and tests import
// this file, other modules use index.ts.
export { registerContentRoutes } from './content.routes';
export { registerContentAdminRoutes } from './console/content.routes';
