import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetails, StaffRole } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import OrderDetailsPage from './order-details-page';

// #28: the console's order page lists the store's edits with their GST credit notes, for the
// roles with orders:money (owner, manager), as the invoice; never for a packer.

const EDIT_NOTE = {
  EditId: 9,
  CreditNoteNumber: 'CN/26-27/000004',
  IssuedAt: '2026-11-12T06:30:00.000Z',
};

// The fields the order page reads.
const order = (over: Partial<AdminOrderDetails> = {}) =>
  ({
    OrderId: 5,
    OrderNumber: 'KRN-2611-000005',
    Status: 'confirmed',
    PlacedAt: '2026-11-12T05:00:00.000Z',
    ItemCount: 1,
    PaymentMethodId: 'cod',
    IsTestOrder: false,
    Lines: [{ ProductId: 1, VariantId: null, Name: 'Toor dal', VariantLabel: null, Qty: 1 }],
    Timeline: [{ Status: 'placed', At: '2026-11-12T05:00:00.000Z', Note: null, Actor: 'shopper' }],
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
    InvoiceNumber: 'KRN/26-27/000005',
    MoneyHidden: false,
    Version: '1-1',
    EditCreditNotes: [EDIT_NOTE],
    ...over,
  }) as AdminOrderDetails;

const showAs = (role: StaffRole, details: AdminOrderDetails) => {
  const api = mockApi({
    '/admin/me': meOf(role),
    '/admin/orders/5': { NoOrder: false, OrderDetails: details },
    '/admin/orders/5/edits/9/credit-note': () =>
      new Response(new Blob(['%PDF-1.7']), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="credit-note-KRN-2611-000005-edit-9.pdf"',
        },
      }),
  });
  renderInConsole(
    <Routes>
      <Route path="/orders/:orderId" element={<OrderDetailsPage />} />
    </Routes>,
    { route: '/orders/5' },
  );
  return api;
};

afterEach(() => vi.restoreAllMocks());

describe("an order edit's credit note in the console", () => {
  it('lists the change with a "Credit note CN/…" download for the owner', async () => {
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:x';
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const { requests } = showAs('owner', order());
    const section = within(
      (await screen.findByRole('heading', { name: 'Changes by the store' })).closest('section')!,
    );
    expect(section.getByText(/^Changed .*12 Nov.*:$/)).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: 'Credit note CN/26-27/000004' }));
    await waitFor(() => expect(saved).toEqual(['credit-note-KRN-2611-000005-edit-9.pdf']));
    expect(requests.map((r) => new URL(r.url).pathname)).toContain(
      '/api/admin/orders/5/edits/9/credit-note',
    );
  });

  it('shows a manager the link too', async () => {
    showAs('manager', order());
    expect(await screen.findByRole('button', { name: 'Credit note CN/26-27/000004' })).toBeTruthy();
  });

  it('never shows a packer the link, even if an answer carried the credit note', async () => {
    showAs('packer', order());
    expect(await screen.findByRole('heading', { name: /KRN-2611-000005/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Changes by the store' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Credit note/ })).toBeNull();
  });

  it('lists nothing for an order the store did not change', async () => {
    showAs('owner', order({ EditCreditNotes: [] }));
    expect(await screen.findByRole('heading', { name: /KRN-2611-000005/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Changes by the store' })).toBeNull();
  });
});
