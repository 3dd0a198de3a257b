import { and, desc, lt, sql } from 'drizzle-orm';
import { CUSTOMERS_CSV_COLUMNS, paiseToRupees } from '@kirana/shared';
import type { Db } from '../../../db/client';
import { csvCell, csvIndiaDateTime, csvLine, UTF8_BOM } from '../../../lib/csv-format';
import { users } from '../users.tables';
import { customersWhere } from './customer-search.service';

// The console's customers as CSV: the list's search, one line per live customer, newest first,
// a page in memory at a time (keyset on id). Orders and spent count the orders that stand (not
// awaiting payment, cancelled or expired), less what was refunded; read by table name.

export const CUSTOMERS_EXPORT_PAGE = 500;

const STANDING = sql`o.user_id = users.id AND o.status NOT IN ('awaiting_payment', 'cancelled', 'expired')`;

export async function* exportCustomersCsv(
  db: Db,
  search: string | undefined,
  pageSize = CUSTOMERS_EXPORT_PAGE,
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine([...CUSTOMERS_CSV_COLUMNS]);
  const where = customersWhere(search);
  for (let before = Number.MAX_SAFE_INTEGER; ;) {
    const page = await db
      .select({
        id: users.id,
        name: users.username,
        mobile: sql<string | null>`coalesce(${users.phone}, ${users.contactMobile})`,
        email: users.email,
        joined: users.createdAt,
        orders: sql<number>`(SELECT count(*) FROM orders o WHERE ${STANDING})::int`,
        spent: sql<number>`(SELECT coalesce(sum(o.amount_payable_paise), 0) FROM orders o WHERE ${STANDING})
          - (SELECT coalesce(sum(f.amount_paise), 0) FROM refunds f JOIN orders o ON o.id = f.order_id
             WHERE f.status = 'refunded' AND ${STANDING})`,
        lastOrder: sql<string | null>`(SELECT max(o.created_at) FROM orders o WHERE ${STANDING})`,
      })
      .from(users)
      .where(and(where, before === Number.MAX_SAFE_INTEGER ? undefined : lt(users.id, before)))
      .orderBy(desc(users.id))
      .limit(pageSize);
    if (!page.length) return;
    const text = (s: string) => csvCell(s, { text: true });
    yield page
      .map((c) =>
        csvLine([
          text(c.name),
          text(c.mobile ?? ''),
          text(c.email ?? ''),
          csvCell(Number(c.orders)),
          paiseToRupees(Number(c.spent)),
          c.lastOrder ? csvIndiaDateTime(new Date(c.lastOrder)) : '',
          csvIndiaDateTime(c.joined),
        ]),
      )
      .join('');
    before = page.at(-1)!.id;
    if (page.length < pageSize) return;
  }
}
