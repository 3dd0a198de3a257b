import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../test/harness';
import type { Answer } from '../staff/staff-test-kit';
import { auditLog } from '../staff/staff.tables';

/** POSTs a wallet adjustment for a customer with an Idempotency-Key (a fresh one unless given). */
export async function adjust(
  t: TestApp,
  token: string | undefined,
  userId: number,
  body: unknown,
  key: string | null = randomUUID(),
): Promise<Answer<Record<string, unknown>>> {
  const res = await fetch(`${t.url}/api/admin/customers/${userId}/wallet-adjustments`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The audit entries of one entity, oldest first. */
export const auditOf = (t: TestApp, entity: string, entityId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);
