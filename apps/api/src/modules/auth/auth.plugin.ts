// What app.ts wires of the auth module (its routes, jobs); only app.ts and tests import
// this file, other modules use index.ts.
export { registerAuthPublicRoutes, registerAuthUserRoutes } from './auth.routes';
export { registerDevOutboxRoute } from './dev-outbox.routes';
