import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetails } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import OrderDetailsPage from './order-details-page';

// #28: the console's order page writes the expected delivery days and a slot's day as dates in
// its language ("2 Dec – 4 Dec" / "2 दिस॰ – 4 दिस॰"), not as the API's ISO days.

const order = {
  OrderId: 5,
  OrderNumber: 'KRN-2611-000005',
  Status: 'confirmed',
  PlacedAt: '2026-11-30T05:00:00.000Z',
  ItemCount: 1,
  PaymentMethodId: 'cod',
  IsTestOrder: false,
  Lines: [{ ProductId: 1, VariantId: null, Name: 'Toor dal', VariantLabel: null, Qty: 1 }],
  Timeline: [{ Status: 'placed', At: '2026-11-30T05:00:00.000Z', Note: null, Actor: 'shopper' }],
  Address: {
    Name: 'Asha Rao',
    Mobile: '9845012345',
    House: '4B',
    Street: 'MG Road',
    Landmark: '',
    City: 'Bengaluru',
    State: 'KA',
    Pincode: '560001',
  },
  Customer: { Name: 'Asha Rao', Email: null, Phone: null },
  NextStatuses: ['packed', 'cancelled'],
  CodCollectedAt: null,
  CodCollectedBy: null,
  StrayPayments: [],
  InvoiceNumber: null,
  MoneyHidden: false,
  Version: '1-1',
  EditCreditNotes: [],
  EtaFrom: '2026-12-02',
  EtaTo: '2026-12-04',
  DeliverySlot: { Date: '2026-12-03', Starts: '09:00', Ends: '12:00' },
} as unknown as AdminOrderDetails;

function show() {
  mockApi({
    '/admin/me': meOf('owner'),
    '/admin/orders/5': { NoOrder: false, OrderDetails: order },
  });
  renderInConsole(
    <Routes>
      <Route path="/orders/:orderId" element={<OrderDetailsPage />} />
    </Routes>,
    { route: '/orders/5' },
  );
}

describe('the order page’s delivery days', () => {
  it('are dates in English', async () => {
    await activateLanguage('en');
    show();
    expect(await screen.findByText('2 Dec – 4 Dec')).toBeTruthy();
    expect(screen.getByText('3 Dec, 09:00–12:00')).toBeTruthy();
    expect(screen.queryByText(/2026-12-0/)).toBeNull();
  });

  it('are dates in Hindi', async () => {
    await activateLanguage('hi');
    show();
    expect(await screen.findByText(/^2 दिस/)).toBeTruthy();
    expect(screen.getByText(/^3 दिस.*, 09:00–12:00$/)).toBeTruthy();
    expect(screen.queryByText(/2026-12-0/)).toBeNull();
  });
});
