// The cart module's public face. The cart itself lives in the browser; the server checks it.
export { priceOfLine, validateCartPrices } from './cart.service';
