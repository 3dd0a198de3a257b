import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppContent } from '../../app/app';
import { mockApi, renderWithStore } from '../../app/test-utils';
import { SIGNED_IN_ANSWERS, signedInUserState } from '../users/user-test-kit';
import { aPaidOrder } from './orders-test-kit';

// #28: the credit note of the store's edit of an order, listed by the invoice on the shopper's
// order page and downloaded from the order's own address.

const EDITED = aPaidOrder(
  {},
  {
    OrderId: 5,
    EditCreditNotes: [
      { EditId: 7, CreditNoteNumber: 'CN/26-27/000004', IssuedAt: '2026-11-12T06:30:00.000Z' },
    ],
  },
);

const render = (language: 'en' | 'hi' = 'en') =>
  renderWithStore(<AppContent />, {
    route: '/order/details/5',
    language,
    preloadedState: { user: signedInUserState() },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("an edited order's credit note on the order page", () => {
  it('lists it by the invoice with the day the order changed, and downloads it', async () => {
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL() {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const requests = mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-details': { NoOrder: false, OrderDetails: EDITED },
      '/orders/5/edits/7/credit-note': () =>
        new Response(new Blob(['%PDF-1.7']), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="credit-note-KRN-2611-000001-edit-7.pdf"',
          },
        }),
    });
    render();
    const line = within(await screen.findByTestId('edit-credit-note'));
    const link = line.getByRole('button', {
      name: 'Credit note CN/26-27/000004 (order changed on 12 Nov 2026)',
    });
    // beside the invoice, in the bill's card
    expect(screen.getByTestId('invoice-number').parentElement).toBe(
      screen.getByTestId('edit-credit-note').parentElement,
    );
    await userEvent.click(link);
    await waitFor(() => expect(saved).toEqual(['credit-note-KRN-2611-000001-edit-7.pdf']));
    expect(requests.some((r) => r.url === '/api/orders/5/edits/7/credit-note')).toBe(true);
  });

  it('says it in Hindi for a Hindi reader', async () => {
    mockApi({ ...SIGNED_IN_ANSWERS, '/order-details': { NoOrder: false, OrderDetails: EDITED } });
    render('hi');
    const line = within(await screen.findByTestId('edit-credit-note', {}, { timeout: 15000 }));
    expect(line.getByRole('button').textContent).toMatch(
      /^क्रेडिट नोट CN\/26-27\/000004 \(ऑर्डर .+ को बदला गया\)/,
    );
  });

  it('lists none for an order the store did not change', async () => {
    mockApi({
      ...SIGNED_IN_ANSWERS,
      '/order-details': { NoOrder: false, OrderDetails: aPaidOrder({}, { OrderId: 5 }) },
    });
    render();
    expect(await screen.findByTestId('invoice-number')).toBeTruthy();
    expect(screen.queryByTestId('edit-credit-note')).toBeNull();
  });
});
