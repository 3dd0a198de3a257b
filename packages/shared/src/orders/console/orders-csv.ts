// The console's order export: one CSV line per order, amounts in rupees, dates in India time.

/**
 * The columns of the orders export, in order. Status and Payment are the console's words in the
 * console user's language; their codes (placed, cod) stand beside them for scripts.
 */
export const ORDERS_CSV_COLUMNS = [
  'Order',
  'Date (IST)',
  'Customer',
  'Mobile',
  'Status',
  'Status code',
  'Payment',
  'Payment code',
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
