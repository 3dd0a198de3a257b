import type { DbOrTx } from '../../db/client';
import { coupons } from './offers.tables';

const day = 24 * 60 * 60 * 1000;

/** Demo coupons of the seeded store: a first-order welcome, a festive sale and a UPI-only offer. */
export async function seedCoupons(db: DbOrTx, now = new Date()): Promise<void> {
  await db
    .insert(coupons)
    .values([
      {
        code: 'WELCOME100',
        title: '₹100 off your first order',
        description: 'New to Kirana? Take ₹100 off your first order of ₹499 or more.',
        kind: 'flat',
        value: 10000,
        minOrderPaise: 49900,
        firstOrderOnly: true,
        perUserLimit: 1,
      },
      {
        code: 'FESTIVE10',
        title: '10% off, up to ₹150',
        description: 'Festive savings on everything in the store for orders of ₹999 or more.',
        kind: 'percent',
        value: 10,
        maxDiscountPaise: 15000,
        minOrderPaise: 99900,
        endsAt: new Date(now.getTime() + 60 * day),
        perUserLimit: 3,
      },
      {
        code: 'UPI50',
        title: '₹50 off when you pay by UPI',
        description: 'Pay online by UPI and save ₹50 on orders of ₹599 or more.',
        kind: 'flat',
        value: 5000,
        minOrderPaise: 59900,
        paymentMethods: ['razorpay', 'sandbox'],
      },
    ])
    .onConflictDoNothing();
}
