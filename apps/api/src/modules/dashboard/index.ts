// The console's dashboard: orders and money at a glance.
export { registerDashboardAdminRoutes } from './dashboard.routes';
