import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { financialYear, takeTestDocumentNumber, type OrderRow } from '../orders';
import { creditNoteCounters } from './refunds.tables';

// The refund number shoppers see, and the credit note series.

/** 'RF-000123': the refund id, zero-padded to 6 digits and longer when it grows. */
export function refundNumber(id: number): string {
  if (!Number.isSafeInteger(id) || id < 1) throw new RangeError(`not a refund id: ${id}`);
  return `RF-${String(id).padStart(6, '0')}`;
}

/** GST (CGST Rules, rule 53(1A)(b)): a credit note's serial number has at most 16 characters. */
export const CREDIT_NOTE_NUMBER_MAX_LENGTH = 16;

/**
 * 'CN/26-27/000123': its own gap-free series per financial year, apart from the invoices'
 * ('KRN/26-27/…'). Rule 53 allows 16 characters, so 'KRN/CN/26-27/000123' (19) would be
 * unlawful; a sequence that no longer fits throws rather than print one.
 */
export function creditNoteNumber(fy: string, seq: number): string {
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`bad sequence ${seq}`);
  const m = /^(\d{4})-(\d{2})$/.exec(fy);
  if (!m || (Number(m[1]) + 1) % 100 !== Number(m[2])) {
    throw new RangeError(`financial year must look like '2026-27' (got '${fy}')`);
  }
  const number = `CN/${m[1]!.slice(2)}-${m[2]}/${String(seq).padStart(6, '0')}`;
  if (number.length > CREDIT_NOTE_NUMBER_MAX_LENGTH) {
    throw new RangeError(`credit note number ${number} is longer than 16 characters`);
  }
  return number;
}

/**
 * The next credit note number of the financial year of `now`; a test order's from the test
 * series ('TCN/26-27/…', never filed), as its invoice's. The counter is one row every refund of
 * the year takes, so callers take it last, just before committing.
 */
export async function takeCreditNoteNumber(
  tx: DbOrTx,
  order: Pick<OrderRow, 'isTestOrder'>,
  now: Date,
): Promise<string> {
  if (order.isTestOrder) return takeTestDocumentNumber(tx, 'credit_note', now);
  const fy = financialYear(now);
  const [c] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear: fy, last: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.financialYear,
      set: { last: sql`${creditNoteCounters.last} + 1` },
    })
    .returning({ last: creditNoteCounters.last });
  return creditNoteNumber(fy, c!.last);
}
