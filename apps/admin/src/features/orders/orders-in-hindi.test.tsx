// The orders list and an order's moves in Hindi after the console's language switch, and every
// status, payment method and move word in the catalogue in both languages.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@kirana/shared/orders/order-flow';
import { PAYMENT_METHOD_IDS, PAYMENT_METHOD_LABELS } from '@kirana/shared/checkout/payment-methods';
import type { AdminOrderDetails, AdminOrdersAnswer } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage, appT } from '../../lib/i18n';
import { OrderActions } from './order-actions';
import {
  moveLabel,
  OrderStatusLine,
  paymentMethodLabel,
  paymentShort,
  statusLabel,
} from './order-status';
import OrdersListPage from './orders-list-page';

const LIST: AdminOrdersAnswer = {
  CountTotalOrders: 1,
  PageNo: 1,
  PageSize: 20,
  MoneyHidden: false,
  Orders: [
    {
      OrderId: 7,
      OrderNumber: 'KR-1007',
      Status: 'out_for_delivery',
      PlacedAt: '2026-11-28T05:30:00Z',
      ItemCount: 3,
      AmountPayable: 1_23_456_00,
      PaymentMethodId: 'cod',
      EtaFrom: null,
      EtaTo: null,
      Preview: [],
      IsTestOrder: true,
      UserId: 3,
      CustomerName: 'Asha Rao',
      Mobile: '9876501234',
      Pincode: '560001',
      City: 'Bengaluru',
      CodCollectedAt: null,
    },
  ],
};

describe('the orders pages in Hindi', () => {
  it('shows the list’s title, columns, filters, status and payment words in Hindi, money as ₹', async () => {
    await activateLanguage('hi');
    mockApi({ '/admin/me': meOf('owner'), '/admin/orders': LIST });
    renderInConsole(<OrdersListPage />, { route: '/orders' });
    const table = await screen.findByRole('table', { name: 'ऑर्डर' });
    expect(screen.getByRole('heading', { level: 1, name: 'ऑर्डर' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'ग्राहक' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'भुगतान' })).toBeTruthy();
    expect(within(table).getByText('डिलीवरी के लिए निकला')).toBeTruthy();
    expect(within(table).getByText('टेस्ट')).toBeTruthy();
    expect(within(table).getByText('₹1,23,456.00')).toBeTruthy();
    expect(screen.getByText('आगे बढ़ाने के लिए ऑर्डर चुनें')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कन्फ़र्म करें' })).toBeTruthy();
    const status = screen.getByRole('combobox', { name: 'स्थिति' });
    expect(within(status).getByRole('option', { name: 'कोई भी स्थिति' })).toBeTruthy();
    expect(within(status).getByRole('option', { name: 'पैक हुआ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'खोजें' })).toBeTruthy();
  });

  it('names an order’s moves in Hindi', async () => {
    await activateLanguage('hi');
    mockApi({ '/admin/me': meOf('owner') });
    const order = {
      OrderId: 5,
      Status: 'confirmed',
      PaymentMethodId: 'cod',
      IsTestOrder: false,
      NextStatuses: ['packed', 'cancelled'],
      CodCollectedAt: null,
      CodCollectedBy: null,
    } as unknown as AdminOrderDetails;
    renderInConsole(<OrderActions order={order} />);
    expect(await screen.findByRole('button', { name: 'पैक हो गया' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ऑर्डर रद्द करें…' })).toBeTruthy();
  });

  it('has every status, payment method and move in English (as the shared labels) and Hindi', async () => {
    for (const s of ORDER_STATUSES) expect(statusLabel(appT, s)).toBe(ORDER_STATUS_LABELS[s]);
    for (const m of PAYMENT_METHOD_IDS)
      expect(paymentMethodLabel(appT, m)).toBe(PAYMENT_METHOD_LABELS[m]);
    await activateLanguage('hi');
    const words = [
      ...ORDER_STATUSES.flatMap((s: OrderStatus) => [statusLabel(appT, s), moveLabel(appT, s)]),
      ...PAYMENT_METHOD_IDS.flatMap((m) => [paymentMethodLabel(appT, m), paymentShort(appT, m)]),
    ];
    for (const word of words) expect(word).not.toMatch(/^orders\./);
    expect(statusLabel(appT, 'delivered')).toBe('डिलीवर हुआ');
    expect(paymentMethodLabel(appT, 'cod')).toBe('कैश ऑन डिलीवरी');
  });

  it('says an order’s status once on its page, then when it was ordered (en and hi)', async () => {
    mockApi({ '/admin/me': meOf('owner') });
    const line = () =>
      renderInConsole(
        <p data-testid="line">
          <OrderStatusLine status="placed" placedAt="2026-11-30T04:30:00Z" />
        </p>,
      );
    const { unmount } = line();
    const en = (await screen.findByTestId('line')).textContent ?? '';
    expect(en).toMatch(/^Placed · ordered on 30 Nov/);
    expect(en).not.toMatch(/placed placed/i);
    unmount();
    await activateLanguage('hi');
    line();
    const hi = (await screen.findByTestId('line')).textContent ?? '';
    expect(hi).toMatch(/^ऑर्डर हुआ · ऑर्डर की तारीख़ 30/);
    expect(hi).not.toMatch(/placed|Placed/);
  });
});
