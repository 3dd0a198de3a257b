export * from './order-status';
export * from './orders';
export * from './admin-orders';
export * from './restore-to-cart';
export * from './order-updates';
