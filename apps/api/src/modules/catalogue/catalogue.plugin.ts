// What app.ts wires of the catalogue module (its routes, jobs); only app.ts and tests import
// this file, other modules use index.ts.
export { registerCatalogueAdminRoutes } from './console';
export { registerCatalogueCsvAdminRoutes } from './csv';
export { registerCatalogueRoutes } from './catalogue.routes';
export { installSearchSoldRefresh } from './search-sold-counts';
