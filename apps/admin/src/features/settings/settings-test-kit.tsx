// The settings page in a test: the store's settings as GET /admin/settings answers them, and
// the page at one tab with a fake API that keeps each saved body.
import { Route, Routes } from 'react-router';
import type { AdminSettings, PaymentSettings, RazorpayConnection } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import SettingsPage from './settings-page';

export const SETTINGS: AdminSettings = {
  Store: {
    StoreName: 'Kirana Corner',
    Tagline: 'Daily needs, delivered',
    LogoUrl: '/media/logo.png',
    SupportPhone: '+91 80 4000 1234',
    SupportEmail: 'help@kirana.example',
    SupportHours: '8 am to 9 pm',
    Gstin: '29ABCDE1234F1Z5',
    LegalName: 'Kirana Corner Pvt Ltd',
    StoreState: 'KA',
    StoreAddress: '12 MG Road, Bengaluru',
    SocialLinks: [{ Name: 'Instagram', Url: 'https://instagram.com/kirana' }],
    WhatsAppNumber: '',
  },
  Delivery: {
    Methods: [
      {
        DeliveryMethodId: 'standard',
        Name: 'Standard',
        Description: 'In 2 to 4 days',
        EtaDaysMin: 2,
        EtaDaysMax: 4,
        IsEnabled: true,
        Fee: 4900,
        FreeAbove: 49900,
      },
    ],
  },
  PlatformFee: { IsEnabled: true, Name: 'Platform fee', Description: '', Fee: 500, GstRate: 18 },
  Cod: { IsEnabled: true, MinOrderValue: null, MaxOrderValue: 500000, Fee: 2500 },
  UnpaidOrders: { MaxUnpaidOrders: 10, MaxUnpaidUnits: 100 },
  SignIn: { EmailLoginEnabled: true, PhoneLoginEnabled: false },
  SignInAvailable: { Email: true, Phone: true, Provider: 'sandbox' },
};

export const PAYMENTS: PaymentSettings = {
  Methods: [
    {
      PaymentMethodId: 'razorpay',
      Name: 'Pay online',
      Description: 'UPI, cards and net banking',
      IsEnabled: true,
      MaxOrderValue: null,
      IsConfigured: true,
    },
  ],
  Upi: { IsEnabled: false, Vpa: '', PayeeName: '', HoldMinutes: 30 },
};

/** Razorpay not connected (the console's answer before the owner connects it). */
export const RAZORPAY_NONE: RazorpayConnection = {
  Source: 'none',
  KeyId: null,
  Mode: null,
  ConnectedAt: null,
  ConnectedBy: null,
  IsReadable: true,
};

/**
 * The settings page at /settings/`tab` for the owner; `save` is the PUT path under
 * /admin/settings (or /admin/payment-settings) whose bodies `sent` keeps, each answered as sent;
 * `settings` is what GET /admin/settings answers (SETTINGS unless told).
 */
export function openSettings(tab: string, save: string, settings: AdminSettings = SETTINGS) {
  const sent: unknown[] = [];
  mockApi({
    '/admin/me': meOf('owner'),
    'GET /admin/settings': settings,
    'GET /admin/payment-settings': PAYMENTS,
    'GET /admin/payment-settings/razorpay': RAZORPAY_NONE,
    [`PUT ${save}`]: async (req: Request) => {
      const body: unknown = await req.json();
      sent.push(body);
      return body;
    },
  });
  renderInConsole(
    <Routes>
      <Route path="/settings/:tab" element={<SettingsPage />} />
    </Routes>,
    { route: `/settings/${tab}` },
  );
  return sent;
}
