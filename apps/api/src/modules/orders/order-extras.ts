import { sql, type SQLWrapper } from 'drizzle-orm';
import type { OnlineProvider, OrderDetails } from '@kirana/shared';
import { queryRows, type DbOrTx } from '../../db/client';
import { isAwaitingPayment } from './order-guards';
import type { OrderRow } from './order-mapping';
import { receivedPaise, restAfterWallet } from './order-money';

// What an order's details show from the payments and refunds written about it: read here by
// table name, so orders (which those modules build on) need not import them.

/**
 * A refund's number as the refunds module's refundNumber() writes it ('RF-000123': the id,
 * zero-padded to 6 digits and never cut), for an SQL id: orders read refunds by table name.
 */
export const refundNumberSql = (id: SQLWrapper) =>
  sql`('RF-' || lpad(${id}::text, greatest(6, length(${id}::text)), '0'))`;

type Extras = Pick<OrderDetails, 'Payment' | 'PayBy' | 'CanReturn' | 'Refunds' | 'EditCreditNotes'>;

/** The extras of an order just written in this transaction: no payment, refund or edit yet. */
export function newOrderExtras(o: OrderRow): Extras {
  return {
    Payment: {
      WalletAmount: o.walletPaise,
      RestAmount: restAfterWallet(o),
      PaidAmount: receivedPaise(o),
      RefundedAmount: o.refundedPaise,
      Provider: null,
      GatewayPaymentId: null,
    },
    PayBy: isAwaitingPayment(o) && o.payBy ? o.payBy.toISOString() : null,
    CanReturn: false,
    Refunds: [],
    EditCreditNotes: [],
  };
}

export async function orderExtras(db: DbOrTx, o: OrderRow, now = new Date()): Promise<Extras> {
  const [row] = await queryRows<{
    provider: OnlineProvider | null;
    gateway_payment_id: string | null;
    refunds: Extras['Refunds'] | null;
    edit_notes: { EditId: number; CreditNoteNumber: string; IssuedAt: string }[] | null;
    can_return: boolean;
  }>(
    db,
    sql`
    SELECT
      (SELECT provider FROM payments p WHERE p.order_id = ${o.id}
        ORDER BY (p.status IN ('authorized', 'captured')) DESC, p.id DESC LIMIT 1) AS provider,
      (SELECT gateway_payment_id FROM payments p WHERE p.order_id = ${o.id}
        AND p.status IN ('authorized', 'captured') LIMIT 1) AS gateway_payment_id,
      (SELECT json_agg(json_build_object('RefundId', r.id,
          'RefundNumber', ${refundNumberSql(sql`r.id`)}, 'Kind', r.kind,
          'Status', r.status, 'Amount', r.amount_paise,
          'WalletAmount', r.wallet_paise, 'SourceAmount', r.source_paise, 'UpiAmount', r.upi_paise,
          'CreditNoteNumber', r.credit_note_number) ORDER BY r.id)
        FROM refunds r WHERE r.order_id = ${o.id}) AS refunds,
      (SELECT json_agg(json_build_object('EditId', e.id, 'CreditNoteNumber', e.credit_note_number,
          'IssuedAt', e.created_at) ORDER BY e.id)
        FROM order_edits e WHERE e.order_id = ${o.id} AND e.credit_note_number IS NOT NULL)
        AS edit_notes,
      EXISTS (
        SELECT 1 FROM order_lines l JOIN categories c ON c.id = l.category_id
        WHERE l.order_id = ${o.id} AND l.returned_qty < l.qty AND c.return_window_days > 0
          AND ${o.status} = 'delivered'
          AND (SELECT max(e.created_at) FROM order_events e
               WHERE e.order_id = ${o.id} AND e.status = 'delivered')
              + make_interval(days => c.return_window_days) >= ${now.toISOString()}::timestamptz
      ) AS can_return`,
  );
  if (!row) throw new Error('order extras query returned no row');
  return {
    Payment: {
      WalletAmount: o.walletPaise,
      RestAmount: restAfterWallet(o),
      // what the store received: cash on delivery only once marked collected
      PaidAmount: receivedPaise(o),
      RefundedAmount: o.refundedPaise,
      Provider: row.provider,
      GatewayPaymentId: row.gateway_payment_id,
    },
    PayBy: isAwaitingPayment(o) && o.payBy ? o.payBy.toISOString() : null,
    CanReturn: row.can_return === true,
    Refunds: row.refunds ?? [],
    // json_build_object writes the time in the database's own format: ISO 8601 as the API says
    EditCreditNotes: (row.edit_notes ?? []).map((n) => ({
      ...n,
      IssuedAt: new Date(n.IssuedAt).toISOString(),
    })),
  };
}
