// The console's order export: one CSV line per order, amounts in rupees, dates in India time.

/** The columns of the orders export, in order. */
export const ORDERS_CSV_COLUMNS = [
  'Order',
  'Date (IST)',
  'Customer',
  'Mobile',
  'Status',
  'Payment',
  'Items',
  'Item count',
  'Subtotal (₹)',
  'Discount (₹)',
  'Delivery and fees (₹)',
  'Total (₹)',
  'Wallet (₹)',
  'Paid (₹)',
  'Coupon',
  'Refunded (₹)',
  'Pincode',
] as const;

/** The columns of the customers export, in order. */
export const CUSTOMERS_CSV_COLUMNS = [
  'Name',
  'Mobile',
  'Email',
  'Orders',
  'Spent (₹)',
  'Last order (IST)',
  'Joined (IST)',
] as const;
