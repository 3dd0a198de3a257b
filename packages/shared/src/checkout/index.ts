export * from './bill';
export * from './checkout';
