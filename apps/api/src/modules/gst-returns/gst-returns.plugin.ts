// The console's GST returns (its routes only, wired by app.ts through this file; no other module uses it).
export { registerGstReturnsAdminRoutes } from './gst-returns.routes';
