import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Badge, OrderStatusBadge, RefundStatusBadge } from './status-badge';
import styles from './status-badge.module.css';

describe('status badge', () => {
  it("paints an order's status by its tone and names it in the shoppers' words", () => {
    render(
      <>
        <OrderStatusBadge status="shipped" />
        <OrderStatusBadge status="placed" />
        <OrderStatusBadge status="cancelled" />
      </>,
    );
    const shipped = screen.getByText('Shipped');
    expect(shipped.className).toBe(`${styles.badge} ${styles.info}`);
    expect(shipped.getAttribute('data-status')).toBe('shipped');
    // shipped is in progress like placed, not done and not stopped
    expect(screen.getByText('Placed').className).toBe(shipped.className);
    expect(screen.getByText('Cancelled').className).toBe(`${styles.badge} ${styles.bad}`);
  });

  it("paints a refund's status, and any other word in the tone it is given", () => {
    render(
      <>
        <RefundStatusBadge status="refunded" />
        <Badge>Hidden</Badge>
      </>,
    );
    expect(screen.getByText('Refunded').className).toBe(`${styles.badge} ${styles.good}`);
    const hidden = screen.getByText('Hidden');
    expect(hidden.className).toBe(`${styles.badge} ${styles.neutral}`);
    expect(hidden.hasAttribute('data-status')).toBe(false);
  });
});
