// What app.ts wires of the staff module (its routes, jobs); only app.ts and tests import
// this file, other modules use index.ts.
export { registerStaffAdminRoutes, registerStaffPublicRoutes } from './staff.routes';
