import { eq } from 'drizzle-orm';
import { DeliveryArea, type DeliveryAreaBody, type DeliveryAreasPreview } from '@kirana/shared';
import { z } from 'zod';
import { inTransaction, type DbOrTx, type Tx } from '../../../db/client';
import { settings } from '../../../db/tables';
import type { AppDeps } from '../../../lib/deps';
import { AppError, notFound } from '../../../lib/errors';
import { bumpCacheState } from '../../content';
import { recordAudit, type AuditActor } from '../../staff';
import { parseAreasCsv } from '../delivery-areas-csv';
import { listDeliveryAreas, writeDeliveryAreas } from '../delivery.service';
import { deliveryAreas } from '../delivery.tables';
import { areaChanges } from './delivery-areas-changes';

// The console's delivery areas: a CSV is first previewed (nothing written), then applied all at
// once with the set before it kept for one undo; one area can be added, edited or removed on
// screen. Each change is one transaction with its audit entry, then the cache state is bumped.

type Deps = Pick<AppDeps, 'database' | 'cache' | 'redis'>;

/** The settings row holding the areas as they were before the last upload (one undo). */
const UNDO_KEY = 'deliveryAreasUndo';
const UndoValue = z.object({ Areas: z.array(DeliveryArea) });

/** The CSV's areas (places kept from the current set when the file has none); 400 naming lines. */
function areasOfCsv(csv: string, current: readonly DeliveryArea[]): DeliveryArea[] {
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
  const places = new Map(current.map((a) => [a.Prefix, a.Place]));
  return parsed.areas.map((a) => ({
    ...a,
    Place: a.Place === undefined ? (places.get(a.Prefix) ?? null) : a.Place,
  }));
}

/** What the CSV would add, change and remove; nothing is written. */
export async function previewAreasCsv(deps: Deps, csv: string): Promise<DeliveryAreasPreview> {
  const current = await listDeliveryAreas(deps.database.db);
  return areaChanges(current, areasOfCsv(csv, current));
}

async function readUndo(db: DbOrTx): Promise<DeliveryArea[] | null> {
  const [row] = await db.select().from(settings).where(eq(settings.key, UNDO_KEY));
  return row ? UndoValue.parse(row.value).Areas : null;
}

async function keepUndo(tx: Tx, areas: readonly DeliveryArea[]): Promise<void> {
  const value = { Areas: areas };
  await tx
    .insert(settings)
    .values({ key: UNDO_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** Whether the last upload can be undone. */
export async function canUndoAreas(deps: Deps): Promise<{ CanUndo: boolean }> {
  return { CanUndo: (await readUndo(deps.database.db)) !== null };
}

/**
 * Replaces the delivery areas with a CSV's, all or nothing (a file with any wrong line is
 * refused, 400 CSV_INVALID naming each line, and nothing changes), keeping the set before for undo.
 */
export async function replaceAreasFromCsv(
  deps: Deps,
  actor: AuditActor,
  csv: string,
): Promise<{ Count: number; CanUndo: boolean }> {
  areasOfCsv(csv, []); // a wrong file is refused before any transaction
  const count = await inTransaction(deps.database.db, async (tx) => {
    const before = await listDeliveryAreas(tx);
    const areas = areasOfCsv(csv, before);
    await keepUndo(tx, before);
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
  return { Count: count, CanUndo: true };
}

/** Puts back exactly the set before the last upload (409 when there is none to undo). */
export async function undoAreasUpload(
  deps: Deps,
  actor: AuditActor,
): Promise<{ Count: number; CanUndo: boolean }> {
  const count = await inTransaction(deps.database.db, async (tx) => {
    const [row] = await tx.select().from(settings).where(eq(settings.key, UNDO_KEY)).for('update');
    if (!row) throw new AppError(409, 'NOTHING_TO_UNDO', 'There is no upload to undo');
    const areas = UndoValue.parse(row.value).Areas;
    const before = await listDeliveryAreas(tx);
    await writeDeliveryAreas(tx, areas);
    await tx.delete(settings).where(eq(settings.key, UNDO_KEY));
    await recordAudit(tx, actor, {
      action: 'delivery-areas.undo',
      entity: 'delivery-areas',
      entityId: 'all',
      before: { Count: before.length, Areas: before },
      after: { Count: areas.length, Areas: areas },
    });
    return areas.length;
  });
  await bumpCacheState(deps);
  return { Count: count, CanUndo: false };
}

/** Adds or edits one area. */
export async function saveArea(
  deps: Deps,
  actor: AuditActor,
  prefix: string,
  body: DeliveryAreaBody,
): Promise<DeliveryArea> {
  const area: DeliveryArea = { Prefix: prefix, ...body };
  await inTransaction(deps.database.db, async (tx) => {
    const [was] = await tx
      .select()
      .from(deliveryAreas)
      .where(eq(deliveryAreas.prefix, prefix))
      .for('update');
    const row = {
      place: area.Place,
      days: area.Days,
      cutoffHour: area.CutoffHour,
      isActive: area.IsActive,
    };
    await tx
      .insert(deliveryAreas)
      .values({ prefix, ...row })
      .onConflictDoUpdate({ target: deliveryAreas.prefix, set: row });
    await recordAudit(tx, actor, {
      action: was ? 'delivery-areas.edit' : 'delivery-areas.add',
      entity: 'delivery-areas',
      entityId: prefix,
      before: was ?? null,
      after: area,
    });
  });
  await bumpCacheState(deps);
  return area;
}

/** Removes one area (404 when there is none with this prefix). */
export async function removeArea(deps: Deps, actor: AuditActor, prefix: string): Promise<void> {
  await inTransaction(deps.database.db, async (tx) => {
    const [was] = await tx
      .delete(deliveryAreas)
      .where(eq(deliveryAreas.prefix, prefix))
      .returning();
    if (!was) throw notFound('Delivery area', 'AREA_NOT_FOUND');
    await recordAudit(tx, actor, {
      action: 'delivery-areas.remove',
      entity: 'delivery-areas',
      entityId: prefix,
      before: was,
      after: null,
    });
  });
  await bumpCacheState(deps);
}
