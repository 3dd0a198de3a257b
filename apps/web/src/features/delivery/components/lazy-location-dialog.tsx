import { lazy } from 'react';

/**
 * The pincode sheet, loaded when it first opens (the header's "Deliver to" is on every page;
 * the sheet and the address fetch behind it are not needed to draw it). Render it inside a
 * Suspense boundary.
 */
export const LazyLocationDialog = lazy(() =>
  import('./location-dialog').then((m) => ({ default: m.LocationDialog })),
);
