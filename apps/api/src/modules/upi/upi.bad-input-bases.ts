import type { BaseRequest } from '../../bad-input-test-kit';

const statement = {
  FileName: 'sbi.csv',
  ContentBase64: Buffer.from('Txn Date,Description\n').toString('base64'),
  Bank: 'sbi',
};

/** A valid request of each UPI-direct call that takes input. */
export const BASES: BaseRequest[] = [
  { method: 'GET', path: '/api/orders/{orderId}/upi', params: { orderId: 1 }, token: 'user' },
  {
    method: 'PUT',
    path: '/api/orders/{orderId}/upi/reference',
    params: { orderId: 1 },
    body: { Utr: '412345678901' },
    token: 'user',
  },
  {
    method: 'PUT',
    path: '/api/admin/payment-settings/upi',
    body: { IsEnabled: true, Vpa: 'shop@okhdfcbank', PayeeName: 'Shop', HoldMinutes: 30 },
    token: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/upi-payments/{orderId}/confirm',
    params: { orderId: 1 },
    body: { Utr: '412345678901' },
    token: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/upi-payments/{orderId}/not-received',
    params: { orderId: 1 },
    token: 'admin',
  },
  {
    method: 'POST',
    path: '/api/admin/upi-credits/{utr}/settle',
    params: { utr: '412345678901' },
    body: { Action: 'refund', UpiId: 'asha@oksbi' },
    token: 'admin',
  },
  { method: 'POST', path: '/api/admin/upi-statements', body: statement, token: 'admin' },
  {
    method: 'POST',
    path: '/api/admin/upi-statements',
    body: {
      ...statement,
      Bank: 'custom',
      Mapping: { Date: 'Date', Narration: 'Narration', Credit: 'Credit', DateFormat: 'DD/MM/YYYY' },
    },
    token: 'admin',
  },
];
