export * from './common/money';
export * from './common/india';
export * from './common/api-error';
export * from './content';
export * from './cart';
export * from './admin';
export * from './catalogue';
