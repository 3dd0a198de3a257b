import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSettings, ApiErrorBody } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import { call, callerTokens, type Caller } from '../../staff/staff-test-kit';
import { getSetting, putSetting } from '../settings.service';

// The platform fee's GST rate: today's slabs (0, 5, 18, 40); a fee kept at 12 or 28 % from
// before 22 September 2025 still reads, and is refused when saved again until changed.
describe.each(DB_KINDS)('platform fee GST rate on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  beforeAll(async () => {
    t = await startTestApp(kind);
    tokens = await callerTokens(t);
  });
  afterAll(() => t.close());

  const settings = async () =>
    AdminSettings.parse((await call(t, 'GET', '/admin/settings', { token: tokens.owner })).body)
      .PlatformFee;
  const save = (body: unknown, token = tokens.owner) =>
    call(t, 'PUT', '/admin/settings/platform-fee', { token, body });

  it('saves 0, 5, 18 and 40 %, and refuses 12, 28 and any other rate naming body.GstRate', async () => {
    const fee = await settings();
    expect(fee.GstRate).toBe(18);
    for (const rate of [0, 5, 40, 18]) {
      const res = await save({ ...fee, GstRate: rate });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await settings()).GstRate).toBe(rate);
    }
    for (const rate of [12, 28, 3, 0.25, -18, '18']) {
      const res = await save({ ...fee, GstRate: rate });
      expect(res.status, `${rate}: ${JSON.stringify(res.body)}`).toBe(400);
      const body = ApiErrorBody.parse(res.body);
      expect(body.Fields?.map((f) => f.Field)).toEqual(['body.GstRate']);
    }
    const twelve = ApiErrorBody.parse((await save({ ...fee, GstRate: 12 })).body);
    expect(twelve.Fields?.[0]?.Message).toMatch(/12 and 28 % are no longer GST slabs/);
    expect((await settings()).GstRate).toBe(18);
  });

  it('reads a fee kept at 28 % as it is; saving it again is refused until another rate is chosen', async () => {
    const kept = await getSetting(t.database.db, 'platformFeeConfigs');
    await putSetting(t.database.db, 'platformFeeConfigs', { ...kept, GstRate: 28 });
    const fee = await settings();
    expect(fee.GstRate).toBe(28);
    expect((await save(fee)).status).toBe(400);
    expect((await getSetting(t.database.db, 'platformFeeConfigs')).GstRate).toBe(28);
    expect((await save({ ...fee, GstRate: 18 })).status).toBe(200);
    expect((await settings()).GstRate).toBe(18);
  });

  it('lets no packer change it', async () => {
    const fee = await settings();
    expect((await save({ ...fee, GstRate: 5 }, tokens.packer)).status).toBe(403);
  });
});
