// The console's dashboard (its routes only, wired by app.ts through this file; no other module uses it).
export { registerDashboardAdminRoutes } from './dashboard.routes';
