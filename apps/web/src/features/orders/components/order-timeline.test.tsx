import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderDetails } from '@kirana/shared';
import { mockApi, renderWithStore } from '../../../app/test-utils';
import { aPaidOrder } from '../orders-test-kit';
import { OrderTimeline } from './order-timeline';

// A store's cancel with a preset reason: the shopper reads it from its code in their language,
// whatever words the server sent; 'other' and a shopper's own reason as the server sent them.

const cancelledBy = (over: Partial<OrderDetails>) =>
  aPaidOrder(
    {},
    {
      Status: 'cancelled',
      CanCancel: false,
      Timeline: [
        { Status: 'placed', At: '2026-11-23T10:00:00.000Z', Note: null },
        { Status: 'cancelled', At: '2026-11-23T20:00:00.000Z', Note: 'Out of stock' },
      ],
      ...over,
    },
  );

const cancelNote = () => {
  const steps = within(screen.getByRole('list')).getAllByRole('listitem');
  return steps[steps.length - 1]!.querySelector('span span:last-child')?.textContent;
};

describe('the cancel reason on the order timeline', () => {
  it('says a preset reason in English from its code', () => {
    mockApi();
    renderWithStore(
      <OrderTimeline
        order={cancelledBy({
          CancelReason: 'The customer asked',
          CancelReasonCode: 'customer_asked',
        })}
      />,
    );
    expect(screen.getByText('Cancelled at your request')).toBeTruthy();
    expect(screen.queryByText('The customer asked')).toBeNull();
  });

  it('says it in Hindi from its code, even when the server sent English words', () => {
    mockApi();
    renderWithStore(
      <OrderTimeline
        order={cancelledBy({ CancelReason: 'Out of stock', CancelReasonCode: 'out_of_stock' })}
      />,
      { language: 'hi' },
    );
    expect(screen.getByRole('list', { name: 'ऑर्डर की स्थिति' })).toBeTruthy();
    expect(cancelNote()).toBe('सामान स्टॉक में नहीं है');
    expect(screen.queryByText('Out of stock')).toBeNull();
  });

  it('shows the store’s own words for “other”, and a reason without a code as sent', () => {
    mockApi();
    const view = renderWithStore(
      <OrderTimeline
        order={cancelledBy({ CancelReason: 'Shop closed for Diwali', CancelReasonCode: 'other' })}
      />,
      { language: 'hi' },
    );
    expect(cancelNote()).toBe('Shop closed for Diwali');
    view.unmount();
    renderWithStore(
      <OrderTimeline
        order={cancelledBy({ CancelReason: 'गलती से ऑर्डर हो गया', CancelReasonCode: null })}
      />,
      { language: 'hi' },
    );
    expect(cancelNote()).toBe('गलती से ऑर्डर हो गया');
  });
});
