import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// The name of what an audit entry is about, as it was when the change was made ("Aashirvaad Atta
// 5 kg", an order's number, a coupon's code), read by table name in the change's own transaction
// and kept with the entry: an audit log tells what things were called then, not now. The
// migration 0037 filled older entries the same way (with the names of the day it ran).

const SUBJECTS: Record<string, (id: number) => SQL> = {
  product: (id) => sql`SELECT name FROM products WHERE id = ${id}`,
  variant: (id) =>
    sql`SELECT p.name || ' ' || v.label FROM product_variants v
        JOIN products p ON p.id = v.product_id WHERE v.id = ${id}`,
  category: (id) => sql`SELECT name FROM categories WHERE id = ${id}`,
  order: (id) => sql`SELECT number FROM orders WHERE id = ${id}`,
  refund: (id) =>
    sql`SELECT o.number FROM refunds f JOIN orders o ON o.id = f.order_id WHERE f.id = ${id}`,
  coupon: (id) => sql`SELECT code FROM coupons WHERE id = ${id}`,
  staff: (id) => sql`SELECT name FROM staff WHERE id = ${id}`,
  wallet: (id) => sql`SELECT nullif(username, '') FROM users WHERE id = ${id}`,
  review: (id) =>
    sql`SELECT p.name FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.id = ${id}`,
};

/** The subject's name as an SQL value (null for an entity without one, or a row that is gone). */
export function subjectOf(entity: string, entityId: string): SQL | null {
  const read = SUBJECTS[entity];
  // compared as a number, so the primary key's index finds the row (id::text read every row)
  return read && /^\d{1,9}$/.test(entityId) ? sql`(${read(Number(entityId))} LIMIT 1)` : null;
}

/**
 * The customer an entry about an order, a return or a wallet concerns (their name and the order's
 * delivery name), as an SQL value read when the log is searched: the console shows it beside
 * the entry, so the word filter finds an entry by it.
 */
export function customerOf(entity: SQLWrapper, entityId: SQLWrapper): SQL {
  // the entry's id (text) as an integer, so each lookup finds its row by the primary key's index
  // instead of reading every row to compare id::text (null when the id is not a number)
  const asId = (id: SQLWrapper) => sql`(CASE WHEN ${id} ~ '^[0-9]{1,9}$' THEN (${id})::int END)`;
  const ofOrder = (orderId: SQLWrapper) =>
    sql`(SELECT concat_ws(' ', u.username, o.address->>'Name') FROM orders o
         JOIN users u ON u.id = o.user_id WHERE o.id = ${orderId} LIMIT 1)`;
  return sql`CASE ${entity}
    WHEN 'order' THEN ${ofOrder(asId(entityId))}
    WHEN 'refund' THEN ${ofOrder(sql`(SELECT f.order_id FROM refunds f WHERE f.id = ${asId(entityId)})`)}
    WHEN 'wallet' THEN (SELECT username FROM users WHERE id = ${asId(entityId)} LIMIT 1)
  END`;
}
