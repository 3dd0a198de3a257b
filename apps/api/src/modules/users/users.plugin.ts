// What app.ts wires of the users module (its routes, jobs); only app.ts and tests import
// this file, other modules use index.ts.
export { registerUsersUserRoutes } from './users.routes';
