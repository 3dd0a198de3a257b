import type { BaseRequest } from '../../bad-input-test-kit';

const admin = 'admin' as const;

/** A valid request of each console content and settings call that takes input. */
export const BASES: BaseRequest[] = [
  {
    method: 'PUT',
    path: '/api/admin/settings/alerts',
    body: {
      AlertEmail: 'owner@shop.in',
      AlertMobile: '9876543210',
      NewOrderMessages: true,
      LowStockThreshold: 5,
      AlertLanguage: 'hi',
    },
    token: admin,
  },
  {
    method: 'PUT',
    path: '/api/admin/pages/{slug}',
    params: { slug: 'about-us' },
    body: { Title: 'About us', Content: '<p>Hello</p>', IsEnabled: true },
    token: admin,
  },
  {
    method: 'POST',
    path: '/api/admin/pages/preview',
    body: { Content: '<p>Hello</p>' },
    token: admin,
  },
  {
    method: 'PUT',
    path: '/api/admin/settings/store',
    body: {
      StoreName: 'Kirana',
      Tagline: 'Your store',
      SupportPhone: '+91 80 4567 8900',
      SupportEmail: 'help@shop.in',
      SupportHours: '8 am to 10 pm',
      Gstin: '27AAPFU0939F1ZV',
      LegalName: 'Kirana Retail',
      StoreState: 'MH',
      StoreAddress: '1 Main Road, Pune',
      SocialLinks: [{ Name: 'X', Url: 'https://x.com/kirana' }],
      WhatsAppNumber: '9876543210',
    },
    token: admin,
  },
  {
    method: 'PUT',
    path: '/api/admin/settings/delivery',
    body: {
      Methods: [
        {
          DeliveryMethodId: 'standard',
          Name: 'Standard',
          Description: '2-4 days',
          EtaDaysMin: 2,
          EtaDaysMax: 4,
          IsEnabled: true,
          Fee: 4000,
          FreeAbove: 49900,
        },
      ],
    },
    token: admin,
  },
  {
    method: 'PUT',
    path: '/api/admin/settings/platform-fee',
    body: { IsEnabled: true, Name: 'Platform fee', Description: 'Fee', Fee: 500, GstRate: 18 },
    token: admin,
  },
  {
    method: 'PUT',
    path: '/api/admin/settings/cod',
    body: { IsEnabled: true, MinOrderValue: 10000, MaxOrderValue: 500000, Fee: 900 },
    token: admin,
  },
  {
    method: 'PUT',
    path: '/api/admin/settings/unpaid-orders',
    body: { MaxUnpaidOrders: 5, MaxUnpaidUnits: 50 },
    token: admin,
  },
  {
    method: 'PUT',
    path: '/api/admin/settings/sign-in',
    body: { EmailLoginEnabled: true, PhoneLoginEnabled: true },
    token: admin,
  },
];
