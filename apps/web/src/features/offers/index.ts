// The offers feature's public face: the spec's offers group (the checkout shows the list).
export { fetchOffers, offersSlice, selectOffers } from './offers-slice';
