import type { BaseRequest } from '../../bad-input-test-kit';

/** Placing an order as a business: the order with its buyer's GSTIN and business name. */
export const BASES: BaseRequest[] = [
  {
    method: 'POST',
    path: '/api/orders',
    body: {
      Items: [{ ProductId: 1, VariantId: 2, Qty: 1 }],
      AddressId: 1,
      DeliveryMethodId: 'standard',
      PaymentMethodId: 'cod',
      ExpectedAmountPayable: 10_000,
      BuyerGstin: '27AAPFU0939F1ZV',
      BuyerBusinessName: 'Sharma Traders',
    },
    token: 'user',
    headers: { 'idempotency-key': '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4c' },
  },
];
