// What app.ts wires of the reviews module (its routes, jobs); only app.ts and tests import
// this file, other modules use index.ts.
export {
  registerReviewsAdminRoutes,
  registerReviewsPublicRoutes,
  registerReviewsUserRoutes,
} from './reviews.routes';
