export * from './bill';
export * from './checkout';
export * from './payment-methods';
