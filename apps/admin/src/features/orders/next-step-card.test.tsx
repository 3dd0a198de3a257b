// The order page's "Next step" card once a COD order's money is marked: it says what came (cash
// or UPI), in English and Hindi, and its lines carry no paragraph margins of their own (the
// column's gap spaces them: no empty block between "nothing more to do" and the money line).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminOrderDetails, CodCollection } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import { OrderActions } from './order-actions';
import styles from './orders.module.css';

const collected = (c: Partial<CodCollection>) =>
  ({
    OrderId: 5,
    Status: 'delivered',
    PaymentMethodId: 'cod',
    IsTestOrder: false,
    NextStatuses: [],
    CodCollectedAt: '2026-11-28T10:00:00Z',
    CodCollectedBy: 'Asha Rao',
    CodCollection: {
      Amount: 53_400,
      Due: 53_400,
      Method: 'cash',
      Reference: null,
      Collector: 'Raju',
      CollectorStaffId: null,
      ...c,
    },
    StrayPayments: [],
  }) as unknown as AdminOrderDetails;

afterEach(() => activateLanguage('en'));

describe('the order page’s Next step card after COD money is marked', () => {
  it('says cash was collected when it was cash', async () => {
    mockApi({ '/admin/me': meOf('owner') });
    renderInConsole(<OrderActions order={collected({})} />);
    const line = await screen.findByText(/marked by Asha Rao/);
    expect(line.textContent).toMatch(/^Cash collected, marked by Asha Rao/);
    expect(line.textContent).toContain('₹534.00 in cash, collected by Raju');
    // both lines are the card's own (no paragraph margins): no empty block between them
    const nothing = screen.getByText('Delivered: nothing more to do.');
    expect(nothing.className).toBe(styles.stepNote);
    expect(line.className).toBe(styles.stepNote);
  });

  it('says the money came by UPI when it did, not "Cash collected"', async () => {
    mockApi({ '/admin/me': meOf('owner') });
    renderInConsole(
      <OrderActions order={collected({ Method: 'upi', Reference: '412345678901' })} />,
    );
    const line = await screen.findByText(/marked by Asha Rao/);
    expect(line.textContent).toMatch(/^Paid by UPI, marked by Asha Rao/);
    expect(line.textContent).not.toContain('Cash collected');
    expect(line.textContent).toContain('(412345678901)');
  });

  it('says the same in Hindi', async () => {
    await activateLanguage('hi');
    mockApi({ '/admin/me': meOf('owner') });
    renderInConsole(
      <OrderActions order={collected({ Method: 'upi', Reference: '412345678901' })} />,
    );
    const line = await screen.findByText(/Asha Rao ने/);
    expect(line.textContent).toMatch(/^UPI से भुगतान मिला, Asha Rao ने/);
  });
});
