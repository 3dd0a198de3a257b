// The catalogue feature's public face: what other features and app/ may import.
export { categoriesSlice } from './categories-slice';
export { default as catalogueLayout } from './components/layout.module.css';
export { default as MediaImage } from './components/media-image';
export { default as SearchBox } from './components/search-box';
export { formatInr } from './format';
export { loadFirstScreenData } from './first-screen-data';
export { homeSlice } from './home-slice';
export { productDetailsSlice } from './product-details-slice';
export { productsSlice } from './products-slice';
