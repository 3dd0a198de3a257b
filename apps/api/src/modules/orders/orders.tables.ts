import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  Bill,
  CodCollectMethod,
  OrderAddress,
  OrderEditChange,
  OrderStatus,
  PaymentMethodId,
} from '@kirana/shared';

import type { InvoiceSeller } from './invoice/invoice-data';
import type { TestDocumentKind } from './numbers';

/** Orders: the bill, address and lines are snapshots taken when it was placed. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    userId: integer('user_id').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethodId>().notNull(),
    deliveryMethodId: text('delivery_method_id').notNull(),
    deliveryMethodName: text('delivery_method_name').notNull(),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    bill: jsonb('bill').$type<Bill>().notNull(),
    amountPayablePaise: integer('amount_payable_paise').notNull(),
    itemCount: integer('item_count').notNull(),
    couponCode: text('coupon_code'),
    etaFrom: date('eta_from', { mode: 'string' }),
    etaTo: date('eta_to', { mode: 'string' }),
    isTestOrder: boolean('is_test_order').notNull().default(false),
    invoiceNumber: text('invoice_number'),
    cancelReason: text('cancel_reason'),
    /** the console's preset reason (CancelReasonCode); null for the shopper's and older cancels */
    cancelReasonCode: text('cancel_reason_code'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** words of the line names, for the shopper's history search */
    searchText: text('search_text').notNull().default(''),
    /** paise taken from the wallet when the order was placed */
    walletPaise: integer('wallet_paise').notNull().default(0),
    /** paise received so far: the wallet part, a captured online payment, cash on delivery */
    paidPaise: integer('paid_paise').notNull().default(0),
    /** paise given back; never more than was paid */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    /** an unpaid online order expires at this time */
    payBy: timestamp('pay_by', { withTimezone: true }),
    /** when the store marked a cash-on-delivery order's cash as received; null until then */
    codCollectedAt: timestamp('cod_collected_at', { withTimezone: true }),
    /** the staff member who marked it (null for ADMIN_TOKEN), and their name as it was then */
    codCollectedByStaffId: integer('cod_collected_by_staff_id'),
    codCollectedByName: text('cod_collected_by_name'),
    /** what was collected at the door (less than due only as a recorded shortfall), cash or UPI */
    codCollectedPaise: integer('cod_collected_paise'),
    codCollectedMethod: text('cod_collected_method').$type<CodCollectMethod>(),
    /** the UPI reference (UTR) of a UPI payment at the door */
    codCollectedReference: text('cod_collected_reference'),
    /** the delivery person who took the money: a staff member, or a name typed in */
    codCollectorStaffId: integer('cod_collector_staff_id'),
    codCollectorName: text('cod_collector_name'),
    /** the delivery slot (a window on a day) and the window's times as they were when placed */
    slotDate: date('slot_date', { mode: 'string' }),
    slotWindowId: integer('slot_window_id'),
    slotStarts: text('slot_starts'),
    slotEnds: text('slot_ends'),
    /** true while the order holds its place in the slot (cleared when given back) */
    slotHeld: boolean('slot_held').notNull().default(false),
    /** a business buyer's GSTIN (checked at checkout) and name: a B2B invoice; null for B2C */
    buyerGstin: text('buyer_gstin'),
    buyerBusinessName: text('buyer_business_name'),
    /** the seller's details as the invoice was issued; null on invoices issued before #28 */
    invoiceSeller: jsonb('invoice_seller').$type<InvoiceSeller>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_slot_idx').on(t.slotDate, t.slotWindowId),
    uniqueIndex('orders_number_uq').on(t.number),
    uniqueIndex('orders_invoice_uq').on(t.invoiceNumber),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.createdAt),
    check('orders_amount_ck', sql`${t.amountPayablePaise} >= 0`),
    check(
      'orders_cod_collected_ck',
      sql`${t.codCollectedPaise} IS NULL OR ${t.codCollectedPaise} >= 0`,
    ),
    check(
      'orders_money_ck',
      sql`${t.walletPaise} >= 0 AND ${t.walletPaise} <= ${t.paidPaise} AND ${t.paidPaise} - ${t.refundedPaise} <= ${t.amountPayablePaise} AND ${t.refundedPaise} >= 0 AND ${t.refundedPaise} <= ${t.paidPaise}`,
    ),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id'),
    categoryId: integer('category_id').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    variantLabel: text('variant_label'),
    imageId: text('image_id'),
    hsn: text('hsn').notNull(),
    /** percent as sold, two decimals: old lines keep 12 or 28 */
    gstRate: numeric('gst_rate', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    qty: integer('qty').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    unitMrpPaise: integer('unit_mrp_paise').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    netAmountPaise: integer('net_amount_paise').notNull(),
    /** units asked back by returns that were not rejected */
    returnedQty: integer('returned_qty').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_qty_ck', sql`${t.qty} > 0`),
    check('order_lines_returned_ck', sql`${t.returnedQty} >= 0 AND ${t.returnedQty} <= ${t.qty}`),
  ],
);

/** Every status an order took, with when and why: the timeline. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    actor: text('actor').$type<'shopper' | 'store' | 'system'>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * The last invoice number used in each series of a financial year. Each series is gap-free;
 * several series (GST allows them, each consecutive) let orders committing together take numbers
 * without waiting for one another (orders.service.ts takeInvoiceNumber).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    financialYear: text('financial_year').notNull(),
    series: smallint('series').notNull().default(0),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.financialYear, t.series] })],
);

/**
 * The last number of each test document series of a financial year: a test order's invoices
 * ('TST/26-27/…', kind 'invoice') and credit notes ('TCN/26-27/…', kind 'credit_note'), apart
 * from the real series so those stay gap-free in GSTR-1 (test-documents.ts).
 */
export const testDocumentCounters = pgTable(
  'test_document_counters',
  {
    kind: text('kind').$type<TestDocumentKind>().notNull(),
    financialYear: text('financial_year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/** One change to an order's items before packing, with the bill before and after it. */
export const orderEdits = pgTable(
  'order_edits',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** the refund of the difference (a prepaid order); null when nothing was paid beyond the bill */
    refundId: integer('refund_id'),
    staffId: integer('staff_id'),
    actorName: text('actor_name').notNull(),
    changes: jsonb('changes').$type<OrderEditChange[]>().notNull(),
    billBefore: jsonb('bill_before').$type<Bill>().notNull(),
    billAfter: jsonb('bill_after').$type<Bill>().notNull(),
    /**
     * the credit note reducing the issued tax invoice by what the edit took off (bill before less
     * bill after); its refund, if any, carries the same number. Null: no invoice was issued yet.
     */
    creditNoteNumber: text('credit_note_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_edits_order_idx').on(t.orderId),
    uniqueIndex('order_edits_refund_uq').on(t.refundId),
    uniqueIndex('order_edits_credit_note_uq').on(t.creditNoteNumber),
  ],
);
