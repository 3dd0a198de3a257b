// Marking a UPI refund paid: the reference is checked in the form as the server checks it (a
// 12-digit UPI RRN, or a bank UTR of 16 to 22 letters and digits), and the server's refusal is
// shown beside the field, in the console's language.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminRefundDetails } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import { RefundActions } from './refund-actions';

const OWED: AdminRefundDetails = {
  RefundId: 12,
  RefundNumber: 'RF-000012',
  OrderId: 40,
  OrderNumber: 'KR-1040',
  Kind: 'return',
  Status: 'picked_up',
  Amount: 23_456,
  Destination: 'upi',
  CreatedAt: '2026-03-04T18:45:00Z',
  ItemCount: 1,
  Lines: [],
  Timeline: [],
  Reason: 'Damaged or defective',
  Comment: null,
  RejectReason: null,
  WalletAmount: 0,
  SourceAmount: 0,
  UpiAmount: 23_456,
  UpiId: 'asha.rao@okhdfc',
  GatewayRefundId: null,
  PayoutReference: null,
  CreditNoteNumber: null,
  PhotoIds: [],
  UserId: 7,
  Customer: { UserId: 7, Name: 'Asha Rao', Email: null, Phone: '9876501234' },
  Order: {
    OrderId: 40,
    OrderNumber: 'KR-1040',
    Status: 'delivered',
    PaymentMethod: 'cod',
    AmountPayable: 50_000,
    Paid: 50_000,
    Refunded: 23_456,
    PlacedAt: '2026-03-01T10:00:00Z',
  },
  MoneyTrail: [
    {
      Destination: 'upi',
      Amount: 23_456,
      Status: 'to_pay',
      Reference: null,
      To: 'asha.rao@okhdfc',
      At: null,
    },
  ],
  Photos: [],
};

describe('marking a UPI refund paid', () => {
  afterEach(() => activateLanguage('en'));

  const open = async () => {
    renderInConsole(<RefundActions refund={OWED} />, { route: '/returns/12' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark UPI paid' }));
    return screen.getByRole('dialog', { name: 'Mark the UPI payout made' });
  };
  const typeAndSend = (dialog: HTMLElement, name: RegExp, text: string, send: string) => {
    fireEvent.change(within(dialog).getByRole('textbox', { name }), { target: { value: text } });
    fireEvent.click(within(dialog).getByRole('button', { name: send }));
  };

  it('refuses a reference that is neither an RRN nor a UTR beside the field, sending nothing', async () => {
    const sent: unknown[] = [];
    const api = mockApi({
      '/admin/me': meOf('manager'),
      'POST /admin/refunds/12/status': async (req: Request) => {
        sent.push(await req.json());
        return { RefundDetails: { ...OWED, Status: 'refunded' } };
      },
    });
    const dialog = await open();
    expect(within(dialog).getByText(/12 digits; a bank transfer’s UTR 16 to 22/)).toBeTruthy();
    for (const bad of ['UPI-REF-40211', '12345678901', 'A'.repeat(23)]) {
      typeAndSend(dialog, /UPI payout reference/, bad, 'Mark paid');
      expect(
        await within(dialog).findByText(
          'Enter the 12-digit UPI reference, or the bank’s UTR of 16 to 22 letters and digits',
        ),
      ).toBeTruthy();
    }
    expect(sent).toEqual([]);
    // the RRN as the bank app groups it goes, and the dialog closes
    typeAndSend(dialog, /UPI payout reference/, ' 4123 4567 8901 ', 'Mark paid');
    await waitFor(() =>
      expect(sent).toEqual([{ Status: 'refunded', PayoutReference: '4123 4567 8901' }]),
    );
    expect(api.requests.some((r) => r.method === 'POST')).toBe(true);
  });

  it('shows the server’s refusal of the field beside it, in Hindi', async () => {
    await activateLanguage('hi');
    mockApi({
      '/admin/me': meOf('manager'),
      'POST /admin/refunds/12/status': () =>
        HttpResponse.json(
          {
            Message: 'अमान्य जानकारी: body.PayoutReference',
            Code: 'VALIDATION_FAILED',
            Fields: [
              {
                Field: 'body.PayoutReference',
                Message: 'UPI रेफ़रेंस 12 अंकों का होता है (बैंक का UTR: 16 से 22 अक्षर और अंक)',
              },
            ],
          },
          { status: 400 },
        ),
    });
    renderInConsole(<RefundActions refund={OWED} />, { route: '/returns/12' });
    fireEvent.click(await screen.findByRole('button', { name: 'UPI से दे दिया' }));
    const dialog = screen.getByRole('dialog', { name: 'UPI से भुगतान दर्ज करें' });
    typeAndSend(dialog, /UPI भुगतान का रेफ़रेंस/, 'HDFCN52022012345', 'दे दिया');
    expect(
      await within(dialog).findByText('UPI रेफ़रेंस 12 अंकों का होता है (बैंक का UTR: 16 से 22 अक्षर और अंक)'),
    ).toBeTruthy();
    // the form's own check, in Hindi too
    typeAndSend(dialog, /UPI भुगतान का रेफ़रेंस/, '123', 'दे दिया');
    expect(
      await within(dialog).findByText(
        '12 अंकों का UPI रेफ़रेंस लिखें, या बैंक का 16 से 22 अक्षर और अंकों का UTR',
      ),
    ).toBeTruthy();
  });
});
