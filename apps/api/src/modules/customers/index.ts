// The customers module's public face: the console's customer routes.
export { registerCustomersAdminRoutes } from './customers.routes';
