import { csvRecords } from '../../lib/csv-records';
import { AppError } from '../../lib/errors';

// Razorpay's settlement report (Dashboard → Reports → Settlements, "settlement recon"): one row per
// settled entity with, among others, entity_id, type (payment, refund, adjustment, …), amount,
// fee, tax, order_id, payment_id, settlement_id, settled_at and settlement_utr. Columns are found
// by name, so extra or reordered columns do not matter. Amounts: a figure with a decimal point
// is rupees (the dashboard's download), a whole number is paise (the API's recon answer);
// settled_at: unix seconds or a date-time. See docs/decisions/payout-reconciliation.md.

export const REQUIRED_COLUMNS = ['entity_id', 'type', 'amount', 'settlement_id'] as const;

export interface SettlementReportLine {
  line: number;
  settlementId: string;
  entityId: string;
  type: string;
  amountPaise: number;
  feePaise: number;
  taxPaise: number;
  gatewayOrderId: string | null;
  gatewayPaymentId: string | null;
  settledAt: Date | null;
  settlementUtr: string | null;
}

/** Why a row of the report was left out. */
export type SkipReason = 'no_entity' | 'no_settlement' | 'bad_amount';

/** Paise of a report cell: "1,234.50" rupees or "123450" paise; null when it is no amount. */
export function paiseOf(cell: string | undefined): number | null {
  const s = (cell ?? '').replace(/[,₹\s]/g, '');
  if (s === '') return 0;
  if (/^-?\d+$/.test(s)) return Math.abs(Number(s));
  const m = /^-?(\d+)\.(\d{1,2})$/.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number(m[2]!.padEnd(2, '0'));
}

function timeOf(cell: string | undefined): Date | null {
  const s = (cell ?? '').trim();
  if (!s) return null;
  const d = /^\d{9,11}$/.test(s) ? new Date(Number(s) * 1000) : new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

export interface SettlementReport {
  lines: SettlementReportLine[];
  skipped: { line: number; reason: SkipReason }[];
}

/** Reads the report; 400 when it is not CSV or lacks the columns a settlement line needs. */
export function readSettlementReport(text: string): SettlementReport {
  const records = csvRecords(text);
  if (!Array.isArray(records))
    throw new AppError(400, 'SETTLEMENT_REPORT_UNREADABLE', records.message, undefined, [
      { Field: 'body.ContentBase64', Message: `line ${records.line}: not valid CSV` },
    ]);
  const [header, ...rows] = records;
  const names = (header?.cells ?? []).map((c) => c.toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length)
    throw new AppError(
      400,
      'SETTLEMENT_REPORT_COLUMNS',
      `This is not Razorpay's settlement report: no ${missing.join(', ')} column`,
      'Download the settlement report (CSV) from the Razorpay Dashboard and choose it here.',
      [{ Field: 'body.ContentBase64', Message: `missing columns: ${missing.join(', ')}` }],
    );
  const at = (cells: string[], name: string) => {
    const i = names.indexOf(name);
    return i < 0 ? undefined : cells[i];
  };
  const lines: SettlementReportLine[] = [];
  const skipped: SettlementReport['skipped'] = [];
  for (const { cells, line } of rows) {
    const entityId = at(cells, 'entity_id') ?? '';
    const settlementId = at(cells, 'settlement_id') ?? '';
    const [amount, fee, tax] = ['amount', 'fee', 'tax'].map((c) => paiseOf(at(cells, c)));
    if (!entityId) skipped.push({ line, reason: 'no_entity' });
    else if (!settlementId) skipped.push({ line, reason: 'no_settlement' });
    else if (amount == null || fee == null || tax == null)
      skipped.push({ line, reason: 'bad_amount' });
    else
      lines.push({
        line,
        settlementId,
        entityId,
        type: (at(cells, 'type') ?? '').toLowerCase(),
        amountPaise: amount,
        feePaise: fee,
        taxPaise: tax,
        gatewayOrderId: at(cells, 'order_id') || null,
        gatewayPaymentId: at(cells, 'payment_id') || null,
        settledAt: timeOf(at(cells, 'settled_at')),
        settlementUtr: at(cells, 'settlement_utr') || null,
      });
  }
  return { lines, skipped };
}
