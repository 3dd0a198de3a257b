// The reviews module's public face: reading ratings (the product page), and the routes.
export { loadRatings, listProductReviews } from './review-queries';

export { adminReviews } from './console/reviews.service';
