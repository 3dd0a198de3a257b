import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryEstimate, QuoteAnswer } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { anAddress, expectError } from '../address/address-test-kit';
import {
  addressFor,
  aSimpleProduct,
  call,
  codOrderBody,
  postOrder,
  setStock,
  signIn,
  TEST_LOGIN,
  TEST_USERS,
  UNLIMITED,
} from '../checkout/checkout-test-kit';
import { estimateFor } from './delivery-dates';
import { listDeliveryAreas, replaceDeliveryAreas } from './delivery.service';

describe.each(DB_KINDS)('delivery estimates on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, { ...TEST_LOGIN, ...UNLIMITED });
  });
  afterAll(() => t.close());

  const estimate = async (pincode: string) => {
    const res = await call(t, 'GET', `/delivery-estimate?pincode=${pincode}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return DeliveryEstimate.parse(res.body);
  };

  /** Deactivates the areas under these prefixes until `undo` runs. */
  const stopDelivering = async (...prefixes: string[]) => {
    const before = await listDeliveryAreas(t.database.db);
    await replaceDeliveryAreas(t, [
      ...before.filter((a) => !prefixes.includes(a.Prefix)),
      ...prefixes.map((Prefix) => ({
        Prefix,
        Place: null,
        Days: 1,
        CutoffHour: null,
        IsActive: false,
      })),
    ]);
    return () => replaceDeliveryAreas(t, before);
  };

  it('dates a served pincode from the seeded areas, as the service computes it now', async () => {
    const before = new Date();
    const got = await estimate('560038');
    const after = new Date();
    expect(got).toMatchObject({
      Pincode: '560038',
      IsServiceable: true,
      Place: 'Bengaluru',
      CutoffHour: 18,
    });
    const bengaluru = {
      Prefix: '560',
      Place: 'Bengaluru',
      Days: 1,
      CutoffHour: 18,
      IsActive: true,
    };
    const methods = [
      { EtaDaysMin: 2, EtaDaysMax: 4 },
      { EtaDaysMin: 1, EtaDaysMax: 1 },
    ];
    // the clock may cross the cut-off or midnight during the call: either side is right
    expect(
      [before, after].map((now) => estimateFor(bengaluru, methods, '560038', now)),
    ).toContainEqual(got);
    expect(got.Message).toMatch(/^Delivery \w{3}, \d{1,2} \w{3} – \w{3}, \d{1,2} \w{3}$/);
    expect(await estimate('110001')).toMatchObject({ IsServiceable: true, Place: 'Delhi' });
    expect(await estimate('248001')).toMatchObject({ IsServiceable: true, Place: null });
  });

  it('says an unserved pincode is not delivered to', async () => {
    expect(await estimate('744101')).toEqual({
      Pincode: '744101',
      IsServiceable: false,
      Place: 'Andaman and Nicobar Islands',
      EtaFrom: null,
      EtaTo: null,
      CutoffHour: null,
      Message: "We don't deliver to 744101 yet",
    });
  });

  it('refuses a pincode that is not 6 digits starting 1-9, naming the field', async () => {
    for (const query of [
      'pincode=056003',
      'pincode=56003',
      'pincode=5600381',
      'pincode=abcdef',
      '',
    ]) {
      const body = expectError(await call(t, 'GET', `/delivery-estimate?${query}`), 400);
      expect(body.Code).toBe('VALIDATION_FAILED');
      expect((body.Fields ?? []).map((f) => f.Field)).toContain('querystring.pincode');
    }
  });

  it('answers a change of areas at once (the cache is emptied)', async () => {
    expect((await estimate('560038')).IsServiceable).toBe(true);
    const undo = await stopDelivering('5600');
    try {
      expect((await estimate('560038')).IsServiceable).toBe(false);
      expect((await estimate('561001')).IsServiceable).toBe(true);
    } finally {
      await undo();
    }
    expect((await estimate('560038')).IsServiceable).toBe(true);
  });

  it('refuses an order to an address the store no longer delivers to, whatever the request says', async () => {
    const { token } = await signIn(t, TEST_USERS.a);
    const product = await aSimpleProduct(t);
    await setStock(t, product.id, 50);
    const addressId = await addressFor(t, token, { Pincode: '560038' });
    const items = [{ ProductId: product.id, VariantId: null, Qty: 1 }];
    const body = await codOrderBody(t, token, items, addressId);

    const undo = await stopDelivering('560');
    try {
      const q = QuoteAnswer.parse(
        (await call(t, 'POST', '/checkout/quote', token, { Items: items, AddressId: addressId }))
          .body,
      );
      expect(q.Delivery).toMatchObject({
        IsServiceable: false,
        Message: "We don't deliver to 560038 yet",
      });
      expect(q.CanPlaceOrder).toBe(false);

      const refused = expectError(await postOrder(t, token, body, 'unserved-1'), 400);
      expect(refused.Code).toBe('NOT_SERVICEABLE');
      expect(refused.Message).toBe("We don't deliver to 560038 yet");
      // a tampered body naming a served pincode is refused as it stands (only the saved address counts)
      const tampered = await postOrder(t, token, { ...body, Pincode: '110001' }, 'unserved-2');
      expect(expectError(tampered, 400).Code).toBe('VALIDATION_FAILED');
      // nor can the shopper save another address there
      const saved = await call(t, 'POST', '/addresses', token, anAddress({ Pincode: '560001' }));
      expect(expectError(saved, 400).Code).toBe('PINCODE_NOT_SERVICEABLE');
    } finally {
      await undo();
    }
    const placed = await postOrder(t, token, body, 'unserved-3');
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  });
});
