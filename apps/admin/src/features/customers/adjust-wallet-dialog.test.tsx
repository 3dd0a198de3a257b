import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { AdjustWalletDialog } from './adjust-wallet-dialog';

/** The fake API keeping each adjustment's body and Idempotency-Key. */
function walletApi() {
  const sent: { key: string | null; body: unknown }[] = [];
  mockApi({
    '/admin/me': meOf('owner'),
    'POST /admin/customers/42/wallet-adjustments': async (req: Request) => {
      sent.push({ key: req.headers.get('idempotency-key'), body: await req.json() });
      return { BalancePaise: 0 };
    },
  });
  return sent;
}

const open = (onClose = () => undefined) => {
  renderInConsole(<AdjustWalletDialog userId={42} open onClose={onClose} />);
  return screen.getByRole('dialog', { name: 'Adjust wallet' });
};

describe('adjusting a customer’s wallet', () => {
  it('names a bad amount and a short reason together and sends nothing', async () => {
    const sent = walletApi();
    const dialog = open();
    await userEvent.type(within(dialog).getByLabelText('Amount (₹)'), 'ten');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'ok');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter an amount in rupees, like 250 or 99.50'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Say why, in 3 to 200 characters')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('debits the amount typed in rupees as negative paise, with a key, and closes', async () => {
    const sent = walletApi();
    const onClose = vi.fn();
    const dialog = open(onClose);
    await userEvent.selectOptions(within(dialog).getByLabelText('Credit or debit'), 'debit');
    await userEvent.type(within(dialog).getByLabelText('Amount (₹)'), '99.50');
    await userEvent.type(within(dialog).getByLabelText('Reason'), ' Damaged pack refund ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Debit ₹99.50' }));
    await expect.poll(() => onClose.mock.calls.length).toBe(1);
    expect(sent).toEqual([
      { key: expect.any(String), body: { AmountPaise: -9950, Reason: 'Damaged pack refund' } },
    ]);
  });
});
