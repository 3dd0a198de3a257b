import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { DeliveryAreaList, DeliveryEstimate } from '@kirana/shared';
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
    expect(res.body).toEqual({ Count: 3 });
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
});
