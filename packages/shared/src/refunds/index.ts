// Refunds: the shopper's returns and cancellations' money back, and the store owner's side.
export * from './refunds';
export * from './console/refunds';
