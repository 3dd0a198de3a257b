// Every module's tables, for Drizzle's schema and drizzle-kit's migrations.
export * from '../modules/catalogue/catalogue.tables';
export * from '../modules/content/content.tables';
export * from '../modules/users/users.tables';
export * from '../modules/auth/auth.tables';
export * from '../lib/messaging/messaging.tables';
export * from '../modules/address/address.tables';
export * from '../modules/offers/offers.tables';
export * from '../modules/orders/orders.tables';
export * from '../lib/jobs/jobs.tables';
export * from '../modules/checkout/checkout.tables';
export * from '../modules/wallet/wallet.tables';
export * from '../modules/payments/payments.tables';
export * from '../modules/refunds/refunds.tables';
export * from '../modules/reviews/reviews.tables';
export * from '../modules/notifications/notifications.tables';
export * from '../modules/delivery/delivery.tables';
export * from '../modules/staff/staff.tables';
