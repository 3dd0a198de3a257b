import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { financialYear, testDocumentNumber, type TestDocumentKind } from './numbers';
import { testDocumentCounters } from './orders.tables';

// The numbers of a test order's documents (an order paid in the payments sandbox, or a test
// user's): its invoice and credit notes take them from series of their own, never from the real
// ones GSTR-1 files, which stay gap-free (issue #28).

/**
 * The next number of the financial year's test series of `kind`. The counter row stays locked
 * until the commit (test orders are few: one row, no spreading), so callers take it last.
 */
export async function takeTestDocumentNumber(
  tx: DbOrTx,
  kind: TestDocumentKind,
  now: Date,
): Promise<string> {
  const fy = financialYear(now);
  const [c] = await tx
    .insert(testDocumentCounters)
    .values({ kind, financialYear: fy, last: 1 })
    .onConflictDoUpdate({
      target: [testDocumentCounters.kind, testDocumentCounters.financialYear],
      set: { last: sql`${testDocumentCounters.last} + 1` },
    })
    .returning({ last: testDocumentCounters.last });
  return testDocumentNumber(kind, fy, c!.last);
}
