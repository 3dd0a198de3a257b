import { eq, inArray, or } from 'drizzle-orm';
import type { SettlementImportAnswer, SettlementImportBody } from '@kirana/shared';
import { inTransaction, type DbOrTx } from '../../db/client';
import { payments, refunds } from '../../db/tables';
import type { AppDeps } from '../../lib/deps';
import { recordAudit, type AuditActor } from '../staff';
import { settlementLines } from './payouts.tables';
import { readSettlementReport, type SettlementReportLine } from './settlement-report';

// The settlement report's import: every line is kept once (settlement id + entity id, the
// unique key), with the order it settles when we know its payment (by Razorpay's payment id,
// else its order id) or its refund (by refund id), and our amount of it. A payment line also
// records Razorpay's fee and its GST on our payment. A second import of the file adds nothing.

interface Match {
  orderId: number;
  expectedPaise: number;
}

/** Our order and amount of each payment and refund line, read in a few queries. */
async function matchesOf(db: DbOrTx, lines: SettlementReportLine[]): Promise<Map<string, Match>> {
  const byPayment = new Map<string, Match>();
  const byGatewayOrder = new Map<string, Match>();
  const byRefund = new Map<string, Match>();
  const ids = (type: string, pick: (l: SettlementReportLine) => string | null) => [
    ...new Set(lines.filter((l) => l.type === type).flatMap((l) => pick(l) ?? [])),
  ];
  const paymentIds = ids('payment', (l) => l.entityId);
  const gatewayOrderIds = ids('payment', (l) => l.gatewayOrderId);
  const refundIds = ids('refund', (l) => l.entityId);
  for (let i = 0; i < Math.max(paymentIds.length, gatewayOrderIds.length); i += 500) {
    const rows = await db
      .select({
        orderId: payments.orderId,
        amount: payments.amountPaise,
        gatewayPaymentId: payments.gatewayPaymentId,
        gatewayOrderId: payments.gatewayOrderId,
      })
      .from(payments)
      .where(
        or(
          inArray(payments.gatewayPaymentId, ['', ...paymentIds.slice(i, i + 500)]),
          inArray(payments.gatewayOrderId, ['', ...gatewayOrderIds.slice(i, i + 500)]),
        ),
      );
    for (const r of rows) {
      const m = { orderId: r.orderId, expectedPaise: r.amount };
      if (r.gatewayPaymentId) byPayment.set(r.gatewayPaymentId, m);
      if (r.gatewayOrderId) byGatewayOrder.set(r.gatewayOrderId, m);
    }
  }
  for (let i = 0; i < refundIds.length; i += 500) {
    const rows = await db
      .select({
        orderId: refunds.orderId,
        source: refunds.sourcePaise,
        gatewayRefundId: refunds.gatewayRefundId,
      })
      .from(refunds)
      .where(inArray(refunds.gatewayRefundId, refundIds.slice(i, i + 500)));
    for (const r of rows)
      byRefund.set(r.gatewayRefundId!, { orderId: r.orderId, expectedPaise: r.source });
  }
  const found = new Map<string, Match>();
  for (const l of lines) {
    const m =
      l.type === 'payment'
        ? (byPayment.get(l.entityId) ??
          (l.gatewayOrderId ? byGatewayOrder.get(l.gatewayOrderId) : undefined))
        : l.type === 'refund'
          ? byRefund.get(l.entityId)
          : undefined;
    if (m) found.set(l.entityId, m);
  }
  return found;
}

export async function importSettlementReport(
  deps: Pick<AppDeps, 'database'>,
  actor: AuditActor,
  body: SettlementImportBody,
): Promise<SettlementImportAnswer> {
  const report = readSettlementReport(Buffer.from(body.ContentBase64, 'base64').toString('utf8'));
  const seen = new Set<string>();
  const lines: SettlementReportLine[] = [];
  const repeated: SettlementImportAnswer['RepeatedInFile'] = [];
  for (const l of report.lines) {
    const key = `${l.settlementId}\u0000${l.entityId}`;
    if (seen.has(key)) repeated.push({ Line: l.line, EntityId: l.entityId });
    else {
      seen.add(key);
      lines.push(l);
    }
  }
  const added = await inTransaction(
    deps.database.db,
    async (tx) => {
      const matches = await matchesOf(tx, lines);
      let count = 0;
      for (const l of lines) {
        const m = matches.get(l.entityId);
        const inserted = await tx
          .insert(settlementLines)
          .values({
            settlementId: l.settlementId,
            entityId: l.entityId,
            type: l.type,
            amountPaise: l.amountPaise,
            feePaise: l.feePaise,
            taxPaise: l.taxPaise,
            gatewayOrderId: l.gatewayOrderId,
            gatewayPaymentId: l.gatewayPaymentId,
            settledAt: l.settledAt,
            settlementUtr: l.settlementUtr,
            orderId: m?.orderId ?? null,
            expectedPaise: m?.expectedPaise ?? null,
            fileName: body.FileName,
          })
          .onConflictDoNothing()
          .returning({ id: settlementLines.id });
        if (!inserted.length) continue;
        count += 1;
        // the settled fee is Razorpay's last word on our payment's fee
        if (l.type === 'payment' && m)
          await tx
            .update(payments)
            .set({ feePaise: l.feePaise, feeTaxPaise: l.taxPaise })
            .where(eq(payments.gatewayPaymentId, l.entityId));
      }
      if (count)
        await recordAudit(tx, actor, {
          action: 'payouts.settlement_import',
          entity: 'settlement_report',
          entityId: body.FileName,
          after: { Added: count, Settlements: [...new Set(lines.map((l) => l.settlementId))] },
        });
      return count;
    },
    { retry: true },
  );
  return {
    Added: added,
    AlreadyImported: lines.length - added,
    RepeatedInFile: repeated,
    Skipped: report.skipped.map((s) => ({ Line: s.line, Reason: s.reason })),
  };
}
