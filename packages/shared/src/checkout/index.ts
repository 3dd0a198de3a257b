export * from './bill';
export * from './checkout';
export * from './payment-methods';
export * from './wallet-part';
