export * from './order-status';
export * from './orders';
