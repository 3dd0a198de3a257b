// The owner's books (the day's close, COD reconciliation): its console routes, wired by the
// staff scope through this file; no other module uses it.
export { registerBooksAdminRoutes } from './books.routes';
