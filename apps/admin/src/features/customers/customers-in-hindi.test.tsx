// The customers list and the wallet adjustment in Hindi after the console's language switch.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CustomersAnswer } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import { AdjustWalletDialog } from './adjust-wallet-dialog';
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

describe('the customers pages in Hindi', () => {
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
