import type { BaseRequest } from '../../bad-input-test-kit';

/** A valid request of each WhatsApp call that takes input (the status webhook's raw body is not swept). */
export const BASES: BaseRequest[] = [
  {
    method: 'GET',
    path: '/api/whatsapp/webhook',
    query: {
      'hub.mode': 'subscribe',
      'hub.verify_token': 'verify-token',
      'hub.challenge': '1158201444',
    },
  },
];
