import type { DeliveryArea } from '@kirana/shared';
import { inTransaction } from '../../../db/client';
import type { AppDeps } from '../../../lib/deps';
import { AppError } from '../../../lib/errors';
import { bumpCacheState } from '../../content';
import { recordAudit, type AuditActor } from '../../staff';
import { parseAreasCsv } from '../delivery-areas-csv';
import { listDeliveryAreas, writeDeliveryAreas } from '../delivery.service';

/**
 * Replaces the delivery areas with a CSV's, all or nothing: a file with any wrong line is
 * refused (400 CSV_INVALID naming each line) and nothing changes. Without a place column, an
 * area keeps the place name it had.
 */
export async function replaceAreasFromCsv(
  deps: Pick<AppDeps, 'database' | 'cache' | 'redis'>,
  actor: AuditActor,
  csv: string,
): Promise<{ Count: number }> {
  const parsed = parseAreasCsv(csv);
  if (!parsed.ok)
    throw new AppError(
      400,
      'CSV_INVALID',
      `Nothing was changed: ${parsed.problems.length === 1 ? 'line' : 'lines'} ${parsed.problems
        .map((p) => p.line)
        .join(', ')} ${parsed.problems.length === 1 ? 'is' : 'are'} wrong`,
      undefined,
      parsed.problems.map((p) => ({ Field: `line ${p.line}`, Message: p.message })),
    );
  const count = await inTransaction(deps.database.db, async (tx) => {
    const before = await listDeliveryAreas(tx);
    const places = new Map(before.map((a) => [a.Prefix, a.Place]));
    const areas: DeliveryArea[] = parsed.areas.map((a) => ({
      ...a,
      Place: a.Place === undefined ? (places.get(a.Prefix) ?? null) : a.Place,
    }));
    await writeDeliveryAreas(tx, areas);
    await recordAudit(tx, actor, {
      action: 'delivery-areas.replace',
      entity: 'delivery-areas',
      entityId: 'all',
      before: { Count: before.length, Areas: before },
      after: { Count: areas.length, Areas: areas },
    });
    return areas.length;
  });
  await bumpCacheState(deps);
  return { Count: count };
}
