// The customers list and the wallet adjustment in Hindi after the console's language switch.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminWalletAnswer, CustomerProfileAnswer, CustomersAnswer } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import { AdjustWalletDialog } from './adjust-wallet-dialog';
import CustomerPage from './customer-page';
import CustomersPage from './customers-page';

const LIST: CustomersAnswer = {
  PageNo: 1,
  PageSize: 20,
  TotalCount: 1,
  Customers: [
    {
      UserId: 7,
      Name: '',
      Phone: '9876501234',
      Email: null,
      IsTestUser: true,
      OrderCount: 4,
      WalletBalance: 1_00_000_00,
      CreatedAt: '2026-01-05T05:30:00Z',
    },
  ],
};

const PROFILE: CustomerProfileAnswer = {
  Customer: {
    ...LIST.Customers[0]!,
    Name: 'Meena',
    IsTestUser: false,
    LoginFrom: 'Phone',
    ReviewCount: 0,
    RefundCount: 1,
    LastOrderAt: '2026-02-05T05:30:00Z',
  },
};

const movement = {
  Type: 'credit' as const,
  Amount: 5000,
  OrderId: 41,
  OrderNumber: 'KRN-2611-000041',
  RefundId: null,
  BalanceAfter: 5000,
  At: '2026-02-05T05:30:00Z',
  StaffName: null,
};

const WALLET: AdminWalletAnswer = {
  Balance: 5000,
  PageNo: 1,
  CountTotalTransactions: 2,
  Transactions: [
    {
      ...movement,
      TransactionId: 2,
      Reason: 'refund',
      Description: 'Refund KRN-2611-000041',
      RefundId: 9,
    },
    {
      ...movement,
      TransactionId: 1,
      Reason: 'adjustment',
      Description: 'Goodwill for the late delivery',
      OrderId: null,
      OrderNumber: null,
      StaffName: 'Asha Rao',
    },
  ],
};

/** One customer's page, with their profile (signed in with `loginFrom`) and wallet. */
function customerPage(loginFrom: string) {
  mockApi({
    '/admin/me': meOf('owner'),
    '/admin/customers/7': { Customer: { ...PROFILE.Customer, LoginFrom: loginFrom } },
    '/admin/customers/7/orders': { Orders: [], PageNo: 1, CountTotalOrders: 0 },
    '/admin/customers/7/addresses': { Addresses: [] },
    '/admin/customers/7/wallet': WALLET,
    '/admin/customers/7/reviews': { Reviews: [], PageNo: 1, PageSize: 20, TotalReviews: 0 },
  });
  renderInConsole(
    <Routes>
      <Route path="/customers/:userId" element={<CustomerPage />} />
    </Routes>,
    { route: '/customers/7' },
  );
}

describe('the customers pages in Hindi', () => {
  it('says how the customer signs in and the wallet’s own movements in Hindi; the store’s note as written (#28)', async () => {
    await activateLanguage('hi');
    customerPage('Phone');
    const profile = await screen.findByRole('region', { name: 'प्रोफ़ाइल' });
    expect(within(profile).getByText('मोबाइल नंबर')).toBeTruthy();
    expect(within(profile).queryByText('Phone')).toBeNull();
    const ledger = await screen.findByRole('table', { name: 'वॉलेट का हिसाब' });
    expect(within(ledger).getByText('रिफ़ंड', { exact: false })).toBeTruthy();
    expect(within(ledger).getByRole('link', { name: 'KRN-2611-000041' })).toBeTruthy();
    expect(within(ledger).queryByText(/Refund KRN/)).toBeNull();
    expect(within(ledger).getByText('Goodwill for the late delivery')).toBeTruthy();
  });

  it('says the sign-in method and the wallet’s movements in English too', async () => {
    await activateLanguage('en');
    customerPage('Google');
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Google')).toBeTruthy();
    const ledger = await screen.findByRole('table', { name: 'Wallet ledger' });
    expect(within(ledger).getByText('Refund', { exact: false })).toBeTruthy();
  });

  it('shows a sign-in method it does not know as stored', async () => {
    await activateLanguage('hi');
    customerPage('Apple');
    const profile = await screen.findByRole('region', { name: 'प्रोफ़ाइल' });
    expect(within(profile).getByText('Apple')).toBeTruthy();
  });

  it('shows the list’s title, search, columns and words in Hindi, money as ₹', async () => {
    await activateLanguage('hi');
    mockApi({ '/admin/me': meOf('owner'), '/admin/customers': LIST });
    renderInConsole(<CustomersPage />, { route: '/customers' });
    const table = await screen.findByRole('table', { name: 'ग्राहक' });
    expect(screen.getByRole('heading', { level: 1, name: 'ग्राहक' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'नाम, ईमेल या मोबाइल' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'वॉलेट' })).toBeTruthy();
    expect(within(table).getByText('नाम नहीं')).toBeTruthy();
    expect(within(table).getByText('टेस्ट')).toBeTruthy();
    expect(within(table).getByText('₹1,00,000.00')).toBeTruthy();
  });

  it('asks for a wallet adjustment and names its mistakes in Hindi', async () => {
    await activateLanguage('hi');
    mockApi({ '/admin/me': meOf('owner') });
    renderInConsole(<AdjustWalletDialog userId={7} open onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog', { name: 'वॉलेट बदलें' });
    await userEvent.type(within(dialog).getByLabelText('रकम (₹)'), 'दस');
    await userEvent.type(within(dialog).getByLabelText('वजह'), 'ok');
    await userEvent.click(within(dialog).getByRole('button', { name: 'सेव करें' }));
    expect(await within(dialog).findByText('रकम रुपये में लिखें, जैसे 250 या 99.50')).toBeTruthy();
    expect(within(dialog).getByText('वजह लिखें, 3 से 200 अक्षरों में')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('रकम (₹)'));
    await userEvent.type(within(dialog).getByLabelText('रकम (₹)'), '250');
    expect(within(dialog).getByRole('button', { name: '₹250.00 जमा करें' })).toBeTruthy();
  });
});
