import type { Ledger } from './ledger';
import { rzpId } from './protocol';

// The settlement report Razorpay's Dashboard gives for download (settlement recon, CSV): one
// row per settled payment (credit: amount less fee and tax) and refund (debit), amounts in
// rupees with two decimals, as the owner would import it.

const COLUMNS = [
  'entity_id',
  'type',
  'debit',
  'credit',
  'amount',
  'currency',
  'fee',
  'tax',
  'on_hold',
  'settled',
  'created_at',
  'settled_at',
  'settlement_id',
  'description',
  'notes',
  'payment_id',
  'arn',
  'settlement_utr',
  'order_id',
  'order_receipt',
  'method',
] as const;

const rupees = (paise: number) => (paise / 100).toFixed(2);

export interface SettlementRow {
  entity_id: string;
  type: 'payment' | 'refund' | 'adjustment';
  amount: number;
  fee?: number;
  tax?: number;
  payment_id?: string;
  order_id?: string;
}

/**
 * Settles every captured payment and processed refund of the ledger not settled before (or
 * those named in `only`) in one settlement; answers its id, UTR and CSV. `extra` rows are
 * added as given (an adjustment, a payment of another shop, an altered amount).
 */
export function settlementReport(
  ledger: Ledger,
  settled: Set<string>,
  o: { only?: string[]; extra?: SettlementRow[] } = {},
): { settlementId: string; utr: string; csv: string } {
  const settlementId = rzpId('setl_');
  const utr = `UTR${Date.now()}`;
  const rows: SettlementRow[] = [];
  const wanted = (id: string) => (o.only ? o.only.includes(id) : !settled.has(id));
  for (const p of ledger.payments.values())
    if ((p.captured || p.status === 'refunded') && wanted(p.id))
      rows.push({
        entity_id: p.id,
        type: 'payment',
        amount: p.amount,
        fee: p.fee ?? 0,
        tax: p.tax ?? 0,
        payment_id: p.id,
        order_id: p.order_id ?? '',
      });
  for (const r of ledger.refunds.values())
    if (r.status === 'processed' && wanted(r.id))
      rows.push({
        entity_id: r.id,
        type: 'refund',
        amount: r.amount,
        payment_id: r.payment_id,
        order_id: ledger.payments.get(r.payment_id)?.order_id ?? '',
      });
  rows.push(...(o.extra ?? []));
  const at = Math.floor(Date.now() / 1000);
  const lines = rows.map((r) => {
    const fee = r.fee ?? 0;
    const tax = r.tax ?? 0;
    const cells: Record<(typeof COLUMNS)[number], string> = {
      entity_id: r.entity_id,
      type: r.type,
      debit: rupees(r.type === 'refund' ? r.amount : 0),
      credit: rupees(r.type === 'refund' ? 0 : r.amount - fee - tax),
      amount: rupees(r.amount),
      currency: 'INR',
      fee: rupees(fee),
      tax: rupees(tax),
      on_hold: '0',
      settled: '1',
      created_at: String(at - 86_400),
      settled_at: String(at),
      settlement_id: settlementId,
      description: '',
      notes: '{}',
      payment_id: r.payment_id ?? '',
      arn: '',
      settlement_utr: utr,
      order_id: r.order_id ?? '',
      order_receipt: '',
      method: r.type === 'payment' ? 'upi' : '',
    };
    settled.add(r.entity_id);
    return COLUMNS.map((c) => cells[c]).join(',');
  });
  return { settlementId, utr, csv: [COLUMNS.join(','), ...lines].join('\n') + '\n' };
}
