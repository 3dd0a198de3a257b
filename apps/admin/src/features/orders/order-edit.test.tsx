import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetails, AdminOrderEditPreview } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { OrderActions } from './order-actions';
import { OrderEdit } from './order-edit';

// Only the fields the edit and the actions read.
const order = (over: Partial<AdminOrderDetails> = {}) =>
  ({
    OrderId: 7,
    Status: 'confirmed',
    PaymentMethodId: 'wallet',
    IsTestOrder: false,
    NextStatuses: ['packed', 'cancelled'],
    CodCollectedAt: null,
    CodCollectedBy: null,
    Version: '1767225600000-4',
    Lines: [
      { ProductId: 1, VariantId: null, Name: 'Basmati rice', VariantLabel: '1 kg', Qty: 3 },
      { ProductId: 2, VariantId: null, Name: 'Toor dal', VariantLabel: null, Qty: 1 },
    ],
    ...over,
  }) as AdminOrderDetails;

const preview = (over: Partial<AdminOrderEditPreview>) =>
  ({
    Changes: [],
    AmountBefore: 120_000,
    AmountAfter: 53_334,
    Refund: 66_666,
    CouponDropped: false,
    CancelsOrder: false,
    Bill: {},
    ...over,
  }) as AdminOrderEditPreview;

describe('editing an order in the console', () => {
  it('lowers a line with −, previews the new total and the refund, then confirms on the version read', async () => {
    const previews: unknown[] = [];
    const edits: unknown[] = [];
    let done = false;
    mockApi({
      '/admin/me': meOf('owner'),
      'POST /admin/orders/7/edit/preview': async (req: Request) => {
        previews.push(await req.json());
        return { Preview: preview({}) };
      },
      'POST /admin/orders/7/edit': async (req: Request) => {
        edits.push(await req.json());
        return { OrderDetails: order() };
      },
    });
    renderInConsole(<OrderEdit order={order()} onDone={() => (done = true)} />);
    const confirm = screen.getByRole('button', { name: 'Confirm the edit' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    // + never raises above the order's quantity
    expect(
      (screen.getByRole('button', { name: /One more Basmati rice/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const less = screen.getByRole('button', { name: 'One less Basmati rice (1 kg)' });
    fireEvent.click(less);
    fireEvent.click(less);
    expect(screen.getByLabelText('Quantity of Basmati rice (1 kg)').textContent).toBe('1');
    expect(await screen.findByText('₹533.34')).toBeTruthy();
    expect(screen.getByText('₹666.66')).toBeTruthy();
    await waitFor(() => expect(confirm.disabled).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() => expect(done).toBe(true));
    const body = {
      Version: '1767225600000-4',
      Lines: [{ ProductId: 1, VariantId: null, Qty: 1 }],
    };
    expect(previews.at(-1)).toEqual(body);
    expect(edits).toEqual([body]);
  });

  it('says when removing everything cancels the order, and shows the server’s refusal', async () => {
    mockApi({
      '/admin/me': meOf('owner'),
      'POST /admin/orders/7/edit/preview': () => ({ Preview: preview({ CancelsOrder: true }) }),
    });
    renderInConsole(<OrderEdit order={order({ Lines: [order().Lines[1]!] })} onDone={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'One less Toor dal' }));
    expect(screen.getByLabelText('Quantity of Toor dal').textContent).toBe('Removed');
    expect(await screen.findByText(/the order will be cancelled/)).toBeTruthy();
  });

  it('cancels with a preset reason sent as its code; the cancel button is outlined, not solid', async () => {
    const bodies: unknown[] = [];
    mockApi({
      '/admin/me': meOf('owner'),
      'POST /admin/orders/7/cancel': async (req: Request) => {
        bodies.push(await req.json());
        return { OrderDetails: order({ Status: 'cancelled' }) };
      },
    });
    renderInConsole(<OrderActions order={order()} />);
    const cancel = await screen.findByRole('button', { name: /Cancel order/ });
    expect(cancel.className).not.toMatch(/danger/);
    fireEvent.click(cancel);
    const dialog = screen.getByRole('dialog', { name: 'Cancel the order' });
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'address_not_serviceable' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { Reason: 'Address not serviceable', ReasonCode: 'address_not_serviceable' },
      ]),
    );
  });
});
