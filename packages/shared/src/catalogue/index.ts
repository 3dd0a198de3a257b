// The catalogue's API contract: request and answer schemas of every catalogue call.
export * from './product-summary';
export * from './listing';
export * from './product-facts';
export * from './product-details';
export * from './search';
export * from './media';
export * from './csv';
export * from './console/fields';
export * from './console/products';
export * from './console/categories';
