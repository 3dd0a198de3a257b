import { eq } from 'drizzle-orm';
import {
  bankLayout,
  type StatementColumns,
  type StatementCredit,
  type StatementDateFormat,
  type StatementImportAnswer,
  type StatementImportBody,
  type StatementOutcome,
} from '@kirana/shared';
import { DEFAULT_LANGUAGE, type Language } from '@kirana/shared/common/languages';
import { inTransaction, type Db } from '../../db/client';
import type { AppDeps } from '../../lib/deps';
import { AppError } from '../../lib/errors';
import { messagesIn, type ServerTranslate } from '../../lib/i18n/server-messages';
import { orders } from '../../db/tables';
import { recordAudit, type AuditActor } from '../staff';
import { applyUpiCredit } from './upi-confirm';
import { statementCredits, type StatementLine } from './statement-credits';
import { readStatementRows } from './statement-read';
import { upiReports } from './upi.tables';

// The bank statement import: each credit is matched to an order by the order number in its
// narration, else by the UTR a shopper gave, and by its exact amount; each matched credit
// confirms its order in its own short transaction (applyUpiCredit: the UTR once, the order once),
// so one import confirms every match in one go and lists the rest with why.

/** Why a credit was or was not confirmed, in the console's language (locales/<lang>/console.json). */
function reasonOf(t: ServerTranslate, outcome: StatementOutcome, utrMissing: boolean): string {
  if (utrMissing) return t('console.statement.no_utr');
  switch (outcome) {
    case 'confirmed':
      return t('console.statement.confirmed');
    case 'already_recorded':
      return t('console.statement.already_recorded');
    case 'late':
      return t('console.statement.late');
    case 'amount_differs':
      return t('console.statement.amount_differs');
    case 'not_upi_direct':
      return t('console.statement.not_upi_direct');
    case 'already_paid':
      return t('console.statement.already_paid');
    case 'no_match':
      return t('console.statement.no_match');
  }
}

function layoutOf(body: StatementImportBody): {
  columns: StatementColumns;
  format: StatementDateFormat;
} {
  if (body.Bank === 'custom') {
    const m = body.Mapping!;
    return {
      columns: {
        date: m.Date,
        narration: m.Narration,
        reference: m.Reference,
        credit: m.Credit,
        amount: m.Amount,
        flag: m.Flag,
        creditFlag: m.CreditFlag,
      },
      format: m.DateFormat,
    };
  }
  const layout = bankLayout(body.Bank);
  if (!layout)
    throw new AppError(400, 'VALIDATION_FAILED', 'Choose your bank or map the columns', undefined, [
      { Field: 'body.Bank', Message: 'not a bank layout we know: use "custom" with a mapping' },
    ]);
  return { columns: layout, format: layout.dateFormat };
}

/** The order a credit names: by order number in the narration, else by a shopper's UTR. */
async function orderFor(db: Db, line: StatementLine): Promise<number | null> {
  if (line.orderNumber) {
    const [o] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.number, line.orderNumber));
    if (o) return o.id;
  }
  if (line.utr) {
    const [r] = await db
      .select({ id: upiReports.orderId })
      .from(upiReports)
      .where(eq(upiReports.utr, line.utr));
    if (r) return r.id;
  }
  return null;
}

/** Reads the statement, confirms what matches, and lists every credit with its outcome. */
export async function importStatement(
  deps: AppDeps,
  actor: AuditActor,
  body: StatementImportBody,
  language: Language = DEFAULT_LANGUAGE,
): Promise<StatementImportAnswer> {
  const db = deps.database.db;
  const t = messagesIn(language);
  const { columns, format } = layoutOf(body);
  const rows = await readStatementRows(body.FileName, Buffer.from(body.ContentBase64, 'base64'));
  const read = statementCredits(rows, columns, format);
  if (!read)
    throw new AppError(
      400,
      'STATEMENT_LAYOUT_MISMATCH',
      `No row with the columns “${columns.date}” and “${columns.narration}”: is this the right bank?`,
      'Choose another bank, or map the columns yourself.',
      [{ Field: 'body.Bank', Message: 'the file’s headers do not match this layout' }],
    );
  const done: StatementCredit[] = [];
  for (const line of read.credits) {
    const orderId = await orderFor(db, line);
    let outcome: StatementOutcome = 'no_match';
    if (orderId !== null && line.utr) {
      const utr = line.utr;
      const result = await inTransaction(
        db,
        (tx) =>
          applyUpiCredit(tx, {
            orderId,
            utr,
            amountPaise: line.amountPaise,
            source: 'statement',
            byName: actor.name,
          }),
        { retry: true },
      );
      outcome = result === 'no_order' ? 'no_match' : result;
    }
    const number = orderId === null ? null : await numberOf(db, orderId);
    done.push({
      Row: line.row,
      Date: line.date,
      Amount: line.amountPaise,
      Narration: line.narration,
      Utr: line.utr,
      OrderNumber: number ?? line.orderNumber,
      Outcome: outcome,
      Reason: reasonOf(t, outcome, orderId !== null && !line.utr),
    });
  }
  const confirmed = done.filter((c) => c.Outcome === 'confirmed');
  if (confirmed.length)
    await recordAudit(db, actor, {
      action: 'order.upi_statement_import',
      entity: 'statement',
      entityId: body.FileName,
      after: { Confirmed: confirmed.map((c) => c.OrderNumber), Credits: done.length },
    });
  return {
    Confirmed: confirmed,
    NotConfirmed: done.filter((c) => c.Outcome !== 'confirmed'),
    Headers: read.headers,
  };
}

async function numberOf(db: Db, orderId: number): Promise<string | null> {
  const [o] = await db.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
  return o?.number ?? null;
}
