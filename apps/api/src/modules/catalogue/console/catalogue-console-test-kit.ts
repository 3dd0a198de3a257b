import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { ProductCreateBody } from '@kirana/shared';
import type { TestApp } from '../../../test/harness';
import { auditLog } from '../../staff/staff.tables';

/** A product the console may create, in a category that exists; `over` changes fields. */
export const newProduct = (
  categoryId: number,
  over: Partial<ProductCreateBody> = {},
): ProductCreateBody => ({
  Name: `Kodo Millet ${Math.random().toString(36).slice(2, 8)}`,
  Brand: 'Millet Mantra',
  CategoryId: categoryId,
  Description: 'Unpolished kodo millet',
  UnitLabel: '500 g',
  Price: 9_900,
  Mrp: 12_000,
  GstRate: 5,
  HsnCode: '10082930',
  Stock: 25,
  MakerName: 'Millet Mantra Foods Pvt Ltd',
  MakerAddress: '12 Industrial Area, Peenya, Bengaluru 560058, Karnataka',
  CarePhone: '1800 425 0001',
  CareEmail: 'care@milletmantra.example',
  FssaiLicence: '11219334000123',
  ShelfLifeDays: 180,
  ...over,
});

/** POSTs raw bytes as an upload with the given Content-Type. */
export async function upload(
  t: TestApp,
  path: string,
  bytes: Buffer,
  type: string,
  token: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${t.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': type, authorization: `Bearer ${token}` },
    body: bytes,
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A real PNG of the given size, with EXIF metadata that must not survive the upload. */
export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
    .png()
    .toBuffer();

/** The newest audit entry of an entity. */
export async function lastAudit(t: TestApp, entity: string, entityId: string | number) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}
