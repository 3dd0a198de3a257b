import { sql } from 'drizzle-orm';
import {
  PAYOUT_LINE_STATES,
  type PayoutCounts,
  type PayoutLineState,
  type PayoutsAnswer,
  type PayoutsQuery,
} from '@kirana/shared';
import { queryRows, type Db } from '../../db/client';

// The reconciliation as the owner reads it: every imported line with what it is to us. The
// state is worked out on reading, so a line settled again in a later report turns "twice".

/** Each line's state, in SQL (the window counts one entity's settlements). */
const LINES = sql`
  SELECT l.*, o.number AS order_number,
    CASE
      WHEN l.type NOT IN ('payment', 'refund') THEN 'adjustment'
      WHEN count(*) OVER (PARTITION BY l.entity_id) > 1 THEN 'twice'
      WHEN l.order_id IS NULL THEN 'unmatched'
      WHEN l.expected_paise <> l.amount_paise THEN 'short'
      ELSE 'matched'
    END AS state
  FROM settlement_lines l LEFT JOIN orders o ON o.id = l.order_id`;

interface LineRow {
  settlement_id: string;
  settlement_utr: string | null;
  settled_at: string | Date | null;
  entity_id: string;
  type: string;
  amount_paise: number;
  fee_paise: number;
  tax_paise: number;
  order_id: number | null;
  order_number: string | null;
  expected_paise: number | null;
  state: PayoutLineState;
}

const statesOf = (q: PayoutsQuery['state']): readonly PayoutLineState[] =>
  q === 'all' ? PAYOUT_LINE_STATES : q === 'problems' ? ['unmatched', 'twice', 'short'] : [q];

export async function payoutLines(db: Db, q: PayoutsQuery): Promise<PayoutsAnswer> {
  const states = statesOf(q.state);
  const wanted = sql.join(
    states.map((s) => sql`${s}`),
    sql`, `,
  );
  const [rows, counted] = await Promise.all([
    queryRows<LineRow>(
      db,
      sql`SELECT * FROM (${LINES}) x WHERE state IN (${wanted})
          ORDER BY settled_at DESC NULLS LAST, settlement_id, entity_id
          LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
    ),
    queryRows<{ state: PayoutLineState; n: number | string }>(
      db,
      sql`SELECT state, count(*) AS n FROM (${LINES}) x GROUP BY state`,
    ),
  ]);
  const Counts = Object.fromEntries(PAYOUT_LINE_STATES.map((s) => [s, 0])) as PayoutCounts;
  for (const c of counted) Counts[c.state] = Number(c.n);
  return {
    Counts,
    Lines: rows.map((r) => ({
      SettlementId: r.settlement_id,
      SettlementUtr: r.settlement_utr,
      SettledAt: r.settled_at === null ? null : new Date(r.settled_at).toISOString(),
      EntityId: r.entity_id,
      Type: r.type,
      Amount: Number(r.amount_paise),
      Fee: Number(r.fee_paise),
      Tax: Number(r.tax_paise),
      OrderId: r.order_id,
      OrderNumber: r.order_number,
      Expected: r.expected_paise,
      State: r.state,
    })),
    TotalLines: states.reduce((n, s) => n + Counts[s], 0),
    PageNo: q.pageNo,
    PageSize: q.pageSize,
  };
}
