export * from './order-status';
export * from './orders';
export * from './console/orders';
export * from './console/orders-csv';
export * from './console/order-edit';
export * from './restore-to-cart';
export * from './order-updates';
export * from './buy-again';
