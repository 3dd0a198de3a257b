import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  CustomerProfile,
  CustomersAnswer,
  CustomersQuery,
  CustomerSummary,
} from '@kirana/shared';
import type { DbOrTx } from '../../../db/client';
import { users } from '../users.tables';

// The store owner's customer search and one customer's profile. Their counts and balance are
// read with the row (scalar subqueries), so a page is one query however many customers it shows.

const likeOf = (s: string) => `%${s.replace(/[%_\\]/g, '\\$&')}%`;

const summaryColumns = {
  row: users,
  orderCount: sql<number>`(SELECT count(*) FROM orders o WHERE o.user_id = users.id)::int`,
  walletBalance: sql<number>`coalesce((SELECT w.balance_paise FROM wallets w WHERE w.user_id = users.id), 0)::int`,
};

type SummaryRead = { row: typeof users.$inferSelect; orderCount: number; walletBalance: number };

const toSummary = (r: SummaryRead): CustomerSummary => ({
  UserId: r.row.id,
  Name: r.row.username,
  Email: r.row.email,
  Phone: r.row.phone ?? r.row.contactMobile,
  IsTestUser: r.row.isTestUser,
  CreatedAt: r.row.createdAt.toISOString(),
  OrderCount: Number(r.orderCount),
  WalletBalance: Number(r.walletBalance),
});

/** Live customers, matching the search when there is one. */
export const customersWhere = (search: string | undefined) =>
  and(isNull(users.deletedAt), search ? searchOf(search) : undefined);

/** A name, an email, or a mobile written any way (+91, spaces, a part of it). */
function searchOf(search: string): SQL {
  const s = search.trim();
  const match: SQL[] = [ilike(users.username, likeOf(s)), ilike(users.email, likeOf(s))];
  const digits = s.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, '');
  if (/^\d{3,10}$/.test(digits))
    match.push(
      sql`${users.phone} LIKE ${likeOf(digits)}`,
      sql`${users.contactMobile} LIKE ${likeOf(digits)}`,
    );
  return or(...match)!;
}

/** Live customers, newest first, optionally searched; with the total count. */
export async function searchCustomers(db: DbOrTx, q: CustomersQuery): Promise<CustomersAnswer> {
  const where = customersWhere(q.search);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(users).where(where),
    db
      .select(summaryColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.pageSize)
      .offset((q.pageNo - 1) * q.pageSize),
  ]);
  return {
    Customers: rows.map(toSummary),
    TotalCount: Number(total?.n ?? 0),
    PageNo: q.pageNo,
    PageSize: q.pageSize,
  };
}

/** One live customer's profile with their counts; null when there is none (or erased). */
export async function customerProfile(db: DbOrTx, userId: number): Promise<CustomerProfile | null> {
  const [r] = await db
    .select({
      ...summaryColumns,
      reviewCount: sql<number>`(SELECT count(*) FROM reviews r WHERE r.user_id = users.id)::int`,
      refundCount: sql<number>`(SELECT count(*) FROM refunds f WHERE f.user_id = users.id)::int`,
      lastOrderAt: sql<
        string | null
      >`(SELECT max(o.created_at) FROM orders o WHERE o.user_id = users.id)`,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!r) return null;
  return {
    ...toSummary(r),
    LoginFrom: r.row.loginFrom,
    ReviewCount: Number(r.reviewCount),
    RefundCount: Number(r.refundCount),
    LastOrderAt: r.lastOrderAt ? new Date(r.lastOrderAt).toISOString() : null,
  };
}
