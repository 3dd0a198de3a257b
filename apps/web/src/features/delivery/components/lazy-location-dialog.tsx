import { lazy } from 'react';
import { loadNamespaces } from '../../../lib/i18n';

/**
 * The pincode sheet, loaded when it first opens (the header's "Deliver to" is on every page;
 * the sheet, its words and the address fetch behind it are not needed to draw it). Render it
 * inside a Suspense boundary.
 */
export const LazyLocationDialog = lazy(() =>
  Promise.all([import('./location-dialog'), loadNamespaces(['delivery'])]).then(([m]) => ({
    default: m.LocationDialog,
  })),
);
