// The store wallet: the shopper's balance and ledger, and the store owner's adjustments.
export * from './wallet';
export * from './console/wallet';
