import { describe, expect, it } from 'vitest';
import type { PlatformFeeConfigs, ShippingConfigs } from '@kirana/shared';
import { computeCartBill } from './cart-totals';
import { toCartItem } from './cart-types';
import { simpleItem } from './cart-test-kit';

const shipping: ShippingConfigs = {
  Fees: [{ DeliveryMethodId: 'standard', Fee: 4000, FreeAbove: 49900 }],
  ServiceablePincodePrefixes: [],
};
const platform: PlatformFeeConfigs = {
  IsEnabled: true,
  Name: 'Platform fee',
  Description: '',
  Fee: 500,
  GstRate: 18,
};

describe('cart bill', () => {
  it('adds item total, delivery below the free threshold and the platform fee', () => {
    const bill = computeCartBill([toCartItem(simpleItem({ Qty: 3 }))], shipping, platform);
    expect(bill).toMatchObject({
      itemCount: 3,
      itemTotal: 8400,
      mrpTotal: 9000,
      savings: 600,
      deliveryFee: 4000,
      amountForFreeDelivery: 41500,
      platformFee: 500,
      toPay: 12900,
    });
  });

  it('makes delivery free from FreeAbove', () => {
    const bill = computeCartBill(
      [toCartItem(simpleItem({ ProductPrice: 49900, Mrp: 49900 }))],
      shipping,
      platform,
    );
    expect(bill).toMatchObject({
      deliveryFee: 0,
      baseDeliveryFee: 4000,
      amountForFreeDelivery: 0,
      savings: 0,
      toPay: 50400,
    });
  });

  it('leaves out a disabled platform fee and unknown delivery', () => {
    const bill = computeCartBill([toCartItem(simpleItem())], null, {
      ...platform,
      IsEnabled: false,
    });
    expect(bill).toMatchObject({ deliveryFee: null, platformFee: 0, toPay: 2800 });
  });

  it('charges nothing for an empty cart', () => {
    expect(computeCartBill([], shipping, platform)).toMatchObject({
      toPay: 0,
      deliveryFee: 0,
      platformFee: 0,
    });
  });
});
