import type { BaseRequest } from '../../bad-input-test-kit';

/** A valid request of each console payment-settings call that takes input. */
export const BASES: BaseRequest[] = [
  {
    method: 'PUT',
    path: '/api/admin/payment-settings',
    body: {
      Methods: [
        {
          PaymentMethodId: 'wallet',
          Name: 'Kirana wallet',
          Description: 'Pay from your wallet',
          IsEnabled: true,
          MaxOrderValue: null,
        },
      ],
    },
    token: 'admin',
  },
];
