export * from './order-status';
export * from './orders';
export * from './admin-orders';
export * from './order-updates';
