import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { DeliveryAreaList, DeliveryAreasPreview, DeliveryEstimate } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../staff/staff.tables';
import { call, staffSession } from '../../staff/staff-test-kit';

describe.each(DB_KINDS)('console delivery areas on %s', (kind) => {
  let t: TestApp;
  let manager: string;

  const areas = async () =>
    DeliveryAreaList.parse((await call(t, 'GET', '/admin/delivery-areas', { token: manager })).body)
      .Areas;
  const upload = (Csv: string) =>
    call(t, 'POST', '/admin/delivery-areas/csv', { token: manager, body: { Csv } });
  const estimate = async (pincode: string) =>
    DeliveryEstimate.parse((await call(t, 'GET', `/delivery-estimate?pincode=${pincode}`)).body);

  beforeAll(async () => {
    t = await startTestApp(kind);
    manager = (await staffSession(t, 'manager')).token;
  });
  afterAll(() => t.close());

  it('changes nothing when one line is wrong, and names that line', async () => {
    const before = await areas();
    const res = await upload(
      'pincode_prefix,days,cutoff_hour,active\n110,1,18,true\n1100x,1,18,true\n122,2,,true\n',
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      Code: 'CSV_INVALID',
      Fields: [{ Field: 'line 3', Message: expect.stringContaining('1100x') }],
    });
    expect(res.body.Message).toContain('line 3');
    expect(await areas()).toEqual(before);
  });

  it('replaces the areas all at once, keeps known places, and the storefront follows', async () => {
    const before = await areas();
    expect((await estimate('560038')).IsServiceable).toBe(true);
    const res = await upload(
      'pincode_prefix,days,cutoff_hour,active\n560,2,17,true\n5600,0,,false\n411,3,,true\n',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ Count: 3, CanUndo: true });
    const after = await areas();
    expect(after.map((a) => a.Prefix)).toEqual(['411', '560', '5600']);
    const bengaluru = before.find((a) => a.Prefix === '560');
    expect(after.find((a) => a.Prefix === '560')?.Place).toBe(bengaluru?.Place ?? null);
    expect((await estimate('560038')).IsServiceable).toBe(false); // under the inactive 5600
    expect((await estimate('561001')).IsServiceable).toBe(false); // no longer listed
    expect(await estimate('560100')).toMatchObject({ IsServiceable: true, CutoffHour: 17 });
    expect((await estimate('411004')).IsServiceable).toBe(true);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'delivery-areas'), eq(auditLog.action, 'delivery-areas.replace')),
      )
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.before).toMatchObject({ Count: before.length });
    expect(entry?.after).toMatchObject({ Count: 3 });
  });

  it('previews a 3-line file without stopping anyone, then applies it, and undo restores exactly', async () => {
    // a shop's areas: Mumbai, Delhi and fifteen more
    const cities = ['400', '110', '560', '411', '500', '600', '700', '380', '302', '226'];
    const more = ['122', '201', '395', '452', '462', '530', '641'];
    const full = [...cities, ...more].map((p) => `${p},2,18,true`).join('\n');
    expect((await upload(`pincode_prefix,days,cutoff_hour,active\n${full}\n`)).status).toBe(200);
    const before = await areas();
    expect(before.filter((a) => a.IsActive)).toHaveLength(17);
    const mumbai = (await estimate('400001')).IsServiceable;
    expect(mumbai).toBe(true);
    const file =
      'pincode_prefix,days,cutoff_hour,active\n560,2,17,true\n411,3,,true\n999,1,,true\n';
    const res = await call(t, 'POST', '/admin/delivery-areas/csv/preview', {
      token: manager,
      body: { Csv: file },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const preview = DeliveryAreasPreview.parse(res.body);
    expect(preview.Added.map((a) => a.Prefix)).toEqual(['999']);
    expect(preview.Changed.map((c) => c.After.Prefix)).toEqual(['560', '411']);
    expect(preview.Removed).toHaveLength(15);
    expect(preview).toMatchObject({ Unchanged: 0, Stopping: 15, ManyStop: true });
    // nothing changed by the preview: Mumbai still delivers
    expect(await areas()).toEqual(before);
    expect((await estimate('400001')).IsServiceable).toBe(mumbai);

    expect((await upload(file)).body).toEqual({ Count: 3, CanUndo: true });
    expect((await estimate('400001')).IsServiceable).toBe(false);
    const undone = await call(t, 'POST', '/admin/delivery-areas/undo', { token: manager });
    expect(undone.status, JSON.stringify(undone.body)).toBe(200);
    expect(await areas()).toEqual(before);
    expect((await estimate('400001')).IsServiceable).toBe(mumbai);
    // one undo only
    expect((await call(t, 'POST', '/admin/delivery-areas/undo', { token: manager })).status).toBe(
      409,
    );
  });

  it('a bad file in the preview names its line', async () => {
    const res = await call(t, 'POST', '/admin/delivery-areas/csv/preview', {
      token: manager,
      body: { Csv: 'pincode_prefix,days,cutoff_hour,active\n110,1,18,true\n110,x,18,true\n' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ Code: 'CSV_INVALID', Fields: [{ Field: 'line 3' }] });
  });

  it('adds, edits and removes one area on screen', async () => {
    const put = (prefix: string, body: object) =>
      call(t, 'PUT', `/admin/delivery-areas/${prefix}`, { token: manager, body });
    const add = await put('7440', {
      Place: 'Port Blair',
      Days: 4,
      CutoffHour: null,
      IsActive: true,
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    expect((await areas()).find((a) => a.Prefix === '7440')).toMatchObject({ Days: 4 });
    await put('7440', { Place: 'Port Blair', Days: 5, CutoffHour: 12, IsActive: false });
    expect((await areas()).find((a) => a.Prefix === '7440')).toMatchObject({
      Days: 5,
      CutoffHour: 12,
      IsActive: false,
    });
    const del = await call(t, 'DELETE', '/admin/delivery-areas/7440', { token: manager });
    expect(del.status).toBe(204);
    expect((await areas()).some((a) => a.Prefix === '7440')).toBe(false);
    expect((await call(t, 'DELETE', '/admin/delivery-areas/7440', { token: manager })).status).toBe(
      404,
    );
  });

  it('a packer may not touch delivery areas', async () => {
    const packer = (await staffSession(t, 'packer')).token;
    const res = await call(t, 'PUT', '/admin/delivery-areas/7441', {
      token: packer,
      body: { Place: null, Days: 1, CutoffHour: null, IsActive: true },
    });
    expect(res.status).toBe(403);
  });
});
