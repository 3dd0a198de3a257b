// The books feature's face to other features: the delivery people "Cash collected" names.
export { booksApi } from './api';
