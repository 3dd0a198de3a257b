// The admin module's public face: the store owner's calls.
export { registerAdminRoutes } from './admin.routes';
