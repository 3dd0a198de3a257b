// What app.ts wires of the orders module: its routes in each scope, the live order stream and
// its jobs. Only app.ts (and tests) import this file; other modules use index.ts.
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { registerOrderMovesConsoleRoutes } from './console/order-moves.routes';
import { registerOrderEditConsoleRoutes } from './console/order-edit.routes';
import { registerOrdersConsoleRoutes } from './console/orders.routes';

import { registerStoreOrderUpdatesRoutes } from './order-updates.routes';

export {
  registerOrderUpdatesStreamRoute,
  registerOrderUpdatesUserRoutes,
} from './order-updates.routes';
export { registerOrdersUserRoutes } from './orders.routes';
export { orderMessageJob } from './order-messages';
export { newOrderAlertJob } from './new-order-alert';
export { OrderMoves, orderMovedJob } from './order-moves';
export { OrderUpdateStreams } from './order-updates.service';

/** Every console order route: the list, one order, its papers, COD collected, and the store's moves. */
export function registerOrdersAdminRoutes(app: App, deps: AppDeps): void {
  registerOrdersConsoleRoutes(app, deps);
  registerOrderMovesConsoleRoutes(app, deps);
  registerStoreOrderUpdatesRoutes(app, deps);
  registerOrderEditConsoleRoutes(app, deps);
}
