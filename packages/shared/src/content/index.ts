// Content: the store's settings, pages and home page as the storefront reads them, and the
// console's side of each.
export * from './content';
export * from './gstin';
export * from './console/pages';
export * from './console/settings';
export * from './console/home';
