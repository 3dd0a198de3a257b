import { desc, eq, sql } from 'drizzle-orm';
import type {
  CodHandIn,
  CodHandInBody,
  CodReconciliation,
  DeliveryPeopleAnswer,
} from '@kirana/shared';
import { inTransaction, queryRows, readTogether, type DbOrTx } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../staff';
import { codHandinOrders, codHandins } from './books.tables';

// COD reconciliation: the cash each delivery person collected (marked "Cash collected" in cash)
// and has not handed in yet, by person and India day; and the hand-ins, each once. Cash taken by
// UPI at the door went to the shop's account, so it is never owed by the person.

const HAND_IN_LIST = 30;

type HandInRow = typeof codHandins.$inferSelect;
const toHandIn = (h: HandInRow): CodHandIn => ({
  HandInId: h.id,
  Collector: h.collectorName,
  Amount: h.amountPaise,
  Orders: h.orderCount,
  ReceivedBy: h.receivedByName,
  At: h.createdAt.toISOString(),
});

/** Orders whose cash a person holds: collected in cash, not a test order, not handed in. */
const OWED = sql`o.payment_method = 'cod' AND o.cod_collected_at IS NOT NULL
  AND coalesce(o.cod_collected_method, 'cash') = 'cash' AND NOT o.is_test_order
  AND NOT EXISTS (SELECT 1 FROM cod_handin_orders h WHERE h.order_id = o.id)`;

interface OwedRow {
  order_id: number;
  number: string;
  collector: string;
  day: string;
  amount: string | number;
  collected_at: Date | string;
}

const owedSql = sql`
  SELECT o.id AS order_id, o.number,
    coalesce(o.cod_collector_name, o.cod_collected_by_name, '') AS collector,
    to_char(o.cod_collected_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day,
    coalesce(o.cod_collected_paise, o.amount_payable_paise - o.wallet_paise) AS amount,
    o.cod_collected_at AS collected_at
  FROM orders o WHERE ${OWED}
  ORDER BY day DESC, collector, o.cod_collected_at, o.id`;

/** What is still owed, by person and day, and the latest hand-ins. */
export async function codReconciliation(db: DbOrTx): Promise<CodReconciliation> {
  const [owed, handIns] = await readTogether<[OwedRow[], HandInRow[]]>(db, [
    () => queryRows<OwedRow>(db, owedSql),
    () => db.select().from(codHandins).orderBy(desc(codHandins.id)).limit(HAND_IN_LIST),
  ]);
  const groups = new Map<string, CodReconciliation['Owed'][number]>();
  for (const r of owed) {
    const key = `${r.day}\0${r.collector}`;
    const group = groups.get(key) ?? { Collector: r.collector, Day: r.day, Amount: 0, Orders: [] };
    groups.set(key, group);
    group.Amount += Number(r.amount);
    group.Orders.push({
      OrderId: r.order_id,
      OrderNumber: r.number,
      Amount: Number(r.amount),
      CollectedAt: new Date(r.collected_at).toISOString(),
    });
  }
  return { Owed: [...groups.values()], HandIns: handIns.map(toHandIn) };
}

const refused = (code: string, messageId: string, values?: Record<string, unknown>) =>
  new AppError(409, code, { messageId, values });

/**
 * Records cash handed in by one delivery person for these orders, in one transaction: the
 * orders are locked, each must be owed (collected in cash, not handed in) and by the same person.
 * The same Key again answers the first hand-in and writes nothing; another hand-in naming an
 * order already handed in is refused. Of two at once, the second waits on the order locks and
 * then finds the first's key or orders; cod_handin_orders (the order is its key) and the unique
 * key stand behind it.
 */
export async function handInCod(
  deps: AppDeps,
  body: CodHandInBody,
  actor: AuditActor,
): Promise<CodHandIn> {
  return inTransaction(
    deps.database.db,
    async (tx) => {
      const ids = sql.join(
        body.OrderIds.map((id) => sql`${id}`),
        sql`, `,
      );
      // lock first; the reads after it are new statements, so they see what a hand-in that held
      // the lock before committed (its key, its orders)
      await queryRows(tx, sql`SELECT id FROM orders WHERE id IN (${ids}) ORDER BY id FOR UPDATE`);
      const [again] = await tx.select().from(codHandins).where(eq(codHandins.submitKey, body.Key));
      if (again) return toHandIn(again);
      const rows = await queryRows<{
        id: number;
        number: string;
        owed: boolean;
        collector: string;
        amount: string | number;
      }>(
        tx,
        sql`SELECT o.id, o.number, (${OWED}) AS owed,
              coalesce(o.cod_collector_name, o.cod_collected_by_name, '') AS collector,
              coalesce(o.cod_collected_paise, o.amount_payable_paise - o.wallet_paise) AS amount
            FROM orders o WHERE o.id IN (${ids}) ORDER BY o.id`,
      );
      if (rows.length !== body.OrderIds.length)
        throw new AppError(404, 'ORDER_NOT_FOUND', { messageId: 'errors.not-found.order' });
      const notOwed = rows.filter((r) => !r.owed);
      if (notOwed.length)
        throw refused('COD_NOT_OWED', 'books.handin.not-owed', {
          orders: notOwed.map((r) => r.number).join(', '),
        });
      const collectors = new Set(rows.map((r) => r.collector));
      if (collectors.size > 1) throw refused('COD_MANY_COLLECTORS', 'books.handin.many-people');
      const amount = rows.reduce((n, r) => n + Number(r.amount), 0);
      const [made] = await tx
        .insert(codHandins)
        .values({
          submitKey: body.Key,
          collectorName: rows[0]!.collector,
          amountPaise: amount,
          orderCount: rows.length,
          receivedByStaffId: actor.staffId,
          receivedByName: actor.name,
        })
        .onConflictDoNothing({ target: codHandins.submitKey })
        .returning();
      if (!made) {
        // the same Key committed meanwhile (a double submit): answer that hand-in
        const [first] = await tx
          .select()
          .from(codHandins)
          .where(eq(codHandins.submitKey, body.Key));
        if (!first) throw new Error('hand-in key conflicted but no hand-in holds it');
        return toHandIn(first);
      }
      await tx
        .insert(codHandinOrders)
        .values(
          rows.map((r) => ({ orderId: r.id, handinId: made.id, amountPaise: Number(r.amount) })),
        );
      await recordAudit(tx, actor, {
        action: 'cod.handed_in',
        entity: 'cod_handin',
        entityId: made.id,
        before: null,
        after: { Collector: made.collectorName, Amount: amount, Orders: rows.map((r) => r.number) },
      });
      return toHandIn(made);
    },
    { retry: true },
  );
}

/** Active staff, and the names typed for deliveries before (most recent first). */
export async function deliveryPeople(db: DbOrTx): Promise<DeliveryPeopleAnswer> {
  const [staff, names] = await readTogether<[{ id: number; name: string }[], { name: string }[]]>(
    db,
    [
      () => queryRows(db, sql`SELECT id, name FROM staff WHERE is_active ORDER BY name, id`),
      () =>
        queryRows(
          db,
          sql`SELECT cod_collector_name AS name FROM orders
            WHERE cod_collector_name IS NOT NULL AND cod_collector_staff_id IS NULL
            GROUP BY cod_collector_name ORDER BY max(cod_collected_at) DESC LIMIT 20`,
        ),
    ],
  );
  return {
    Staff: staff.map((s) => ({ StaffId: s.id, Name: s.name })),
    Names: names.map((n) => n.name),
  };
}
