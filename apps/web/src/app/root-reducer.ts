import { combineSlices } from '@reduxjs/toolkit';
import { cartSlice } from '../features/cart';
import {
  categoriesSlice,
  homeSlice,
  productDetailsSlice,
  productsSlice,
} from '../features/catalogue';
import { generalSlice } from '../features/general';
import { reviewsSlice } from '../features/reviews';
import { uiSlice } from '../features/ui';
import { userSlice } from '../features/users';
import { setSliceInjector, type LazySlices } from './lazy-slices';

/** The slices the shell and the server-drawn pages use, always present. */
export const rootReducer = combineSlices(
  generalSlice,
  homeSlice,
  categoriesSlice,
  productsSlice,
  productDetailsSlice,
  cartSlice,
  reviewsSlice,
  userSlice,
  uiSlice,
).withLazyLoadedSlices<LazySlices>();

// the lazy slices (lazy-slices.ts) join this reducer as their code loads
setSliceInjector((reducerPath, reducer) => rootReducer.inject({ reducerPath, reducer } as never));
