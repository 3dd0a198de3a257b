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
  {
    method: 'POST',
    path: '/api/admin/payment-settings/razorpay/test',
    body: { KeyId: 'rzp_test_Kirana0123', KeySecret: 'key-secret-0123456789' },
    token: 'admin',
  },
  {
    method: 'PUT',
    path: '/api/admin/payment-settings/razorpay',
    body: {
      KeyId: 'rzp_test_Kirana0123',
      KeySecret: 'key-secret-0123456789',
      WebhookSecret: 'webhook-secret-0123456789',
    },
    token: 'admin',
  },
];
