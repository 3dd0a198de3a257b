// The orders list's CSV export (with the list's filters; only for who may see money), its rows
// laid out densely on a phone (cells named by data-col for the phone's CSS) and its checkboxes
// inside a 44 × 44 px touch target.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrdersAnswer } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
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
      Status: 'placed',
      PlacedAt: '2026-11-28T05:30:00Z',
      ItemCount: 3,
      AmountPayable: 44_900,
      PaymentMethodId: 'cod',
      EtaFrom: null,
      EtaTo: null,
      Preview: [],
      IsTestOrder: false,
      UserId: 3,
      CustomerName: 'Asha Rao',
      Mobile: '9876501234',
      Pincode: '560001',
      City: 'Bengaluru',
      CodCollectedAt: null,
    },
  ],
};

describe('the orders list', () => {
  it('offers the CSV export to the owner, its rows dense and its checkboxes in a 44 px target', async () => {
    mockApi({ '/admin/me': meOf('owner'), '/admin/orders': LIST });
    renderInConsole(<OrdersListPage />, { route: '/orders?payment=cod&search=asha' });
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    expect(table.querySelector('td[data-col="order"]')?.textContent).toContain('KR-1007');
    expect(table.querySelector('td[data-col="customer"]')?.textContent).toContain('9876501234');
    const box = screen.getByRole('checkbox', { name: /KR-1007|7/ });
    expect(box.closest('label')).toBeTruthy();
  });

  it('has no export for a packer (no money)', async () => {
    mockApi({ '/admin/me': meOf('packer'), '/admin/orders': { ...LIST, MoneyHidden: true } });
    renderInConsole(<OrdersListPage />, { route: '/orders' });
    await screen.findByRole('table', { name: 'Orders' });
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });
});
