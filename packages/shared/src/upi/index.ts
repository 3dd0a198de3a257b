export * from './upi';
export * from './upi-link';
export * from './bank-layouts';
