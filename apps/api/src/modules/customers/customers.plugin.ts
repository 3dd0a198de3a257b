// The console's customers (its routes only, wired by app.ts through this file; no other module uses it).
export { registerCustomersAdminRoutes } from './customers.routes';
