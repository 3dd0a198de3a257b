// The console's side of the catalogue: categories, products, option rows, images, and the home
// page's banners and shelves. Every change writes its audit entry and bumps the cache state.
import type { App } from '../../../lib/app-type';
import type { AppDeps } from '../../../lib/deps';
import { registerCatalogueConsoleRoutes } from './catalogue.routes';
import { registerHomeConsoleRoutes } from './home.routes';

export function registerCatalogueAdminRoutes(app: App, deps: AppDeps): void {
  registerCatalogueConsoleRoutes(app, deps);
  registerHomeConsoleRoutes(app, deps);
}
