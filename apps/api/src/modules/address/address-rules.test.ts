import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address, MAX_ADDRESSES_PER_USER, PincodeServiceability } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { listDeliveryAreas, replaceDeliveryAreas } from '../delivery';
import {
  anAddress,
  call,
  expectBadFields,
  expectError,
  signIn,
  TEST_LOGIN,
  TEST_USERS,
} from './address-test-kit';

describe.each(DB_KINDS)('address rules on %s', (kind) => {
  let t: TestApp;
  let token: string;

  const serveOnly = async (prefixes: string[]) => {
    await replaceDeliveryAreas(
      t,
      prefixes.map((Prefix) => ({
        Prefix,
        Place: null,
        Days: 2,
        CutoffHour: null,
        IsActive: true,
      })),
    );
  };

  beforeAll(async () => {
    t = await startTestApp(kind, TEST_LOGIN);
    token = (await signIn(t, TEST_USERS.a)).token;
  });
  afterAll(() => t.close());

  it.each([
    ['a bad mobile', { Mobile: '12345' }, ['Mobile']],
    ['a mobile starting 5', { Mobile: '5845012345' }, ['Mobile']],
    ['a bad pincode', { Pincode: '056001' }, ['Pincode']],
    ['an unknown state', { State: 'XX' }, ['State']],
    ['a too-long name', { Name: 'A'.repeat(61) }, ['Name']],
    ['a one-letter name', { Name: ' A ' }, ['Name']],
    ['an unknown address type', { AddressType: 'hostel' }, ['AddressType']],
    ['a latitude outside India', { Latitude: 51.5, Longitude: -0.1 }, ['Latitude', 'Longitude']],
  ])('refuses %s with 400 naming the field', async (_name, over, fields) => {
    expectBadFields(await call(t, 'POST', '/addresses', token, anAddress(over as never)), fields);
  });

  it('refuses a pincode outside the chosen state, on Pincode', async () => {
    const res = await call(
      t,
      'POST',
      '/addresses',
      token,
      anAddress({ Pincode: '110001', State: 'KA' }),
    );
    expectBadFields(res, ['Pincode']);
    expect(JSON.stringify(res.body)).toContain('This pincode is not in the chosen state');
  });

  it('refuses missing fields, naming each one', async () => {
    const { Name: _n, City: _c, Street: _s, ...rest } = anAddress();
    expectBadFields(await call(t, 'POST', '/addresses', token, rest), ['Name', 'City', 'Street']);
    expectBadFields(await call(t, 'PUT', '/addresses/1', token, { Name: 'Only a name' }), [
      'Mobile',
      'Pincode',
    ]);
    expectError(await call(t, 'POST', '/addresses', token), 400);
  });

  it('refuses a malformed address id', async () => {
    expectError(await call(t, 'GET', '/addresses/abc', token), 400);
    expectError(await call(t, 'GET', '/addresses/99999999999', token), 400);
  });

  it('asks for a sign-in on every address call', async () => {
    for (const [method, path] of [
      ['GET', '/addresses'],
      ['GET', '/addresses/1'],
      ['POST', '/addresses'],
      ['PUT', '/addresses/1'],
      ['DELETE', '/addresses/1'],
      ['POST', '/addresses/1/default'],
    ]) {
      expect(expectError(await call(t, method!, path!), 401).Code).toBe('UNAUTHORIZED');
      expectError(await call(t, method!, path!, 'not-a-real-token-but-long-enough'), 401);
    }
  });

  it('answers pincode serviceability publicly, and refuses to save where the store does not deliver', async () => {
    const check = async (pincode: string) => {
      const res = await call(t, 'GET', `/pincode-serviceability?pincode=${pincode}`);
      expect(res.status).toBe(200);
      return PincodeServiceability.parse(res.body);
    };
    expect(await check('400001')).toEqual({
      Pincode: '400001',
      IsServiceable: true,
      Message: 'We deliver to 400001',
      Place: 'Mumbai',
      State: 'MH',
    });
    // an area the store names but does not serve: said at once, with its state for the form
    expect(await check('744101')).toEqual({
      Pincode: '744101',
      IsServiceable: false,
      Message: "We don't deliver to 744101 yet",
      Place: 'Andaman and Nicobar Islands',
      State: 'AN',
    });
    const saved = Address.parse((await call(t, 'POST', '/addresses', token, anAddress())).body);

    const before = await listDeliveryAreas(t.database.db);
    await serveOnly(['40', '41']);
    try {
      expect(await check('560001')).toEqual({
        Pincode: '560001',
        IsServiceable: false,
        Message: "We don't deliver to 560001 yet",
        Place: null,
        State: 'KA',
      });
      expect((await check('411001')).IsServiceable).toBe(true);
      const refused = expectError(await call(t, 'POST', '/addresses', token, anAddress()), 400);
      expect(refused.Code).toBe('PINCODE_NOT_SERVICEABLE');
      expect(refused.Message).toContain("We don't deliver to 560001 yet");
      // an address saved earlier is still shown, marked not serviceable, and may be edited
      const kept = Address.parse(
        (await call(t, 'GET', `/addresses/${saved.AddressId}`, token)).body,
      );
      expect(kept.IsServiceable).toBe(false);
      const renamed = await call(
        t,
        'PUT',
        `/addresses/${saved.AddressId}`,
        token,
        anAddress({ Name: 'Asha R' }),
      );
      expect(renamed.status).toBe(200);
      const moved = await call(
        t,
        'PUT',
        `/addresses/${saved.AddressId}`,
        token,
        anAddress({ Pincode: '600001', State: 'TN', City: 'Chennai' }),
      );
      expect(expectError(moved, 400).Code).toBe('PINCODE_NOT_SERVICEABLE');
      const mumbai = anAddress({ Pincode: '400001', State: 'MH', City: 'Mumbai' });
      expect((await call(t, 'POST', '/addresses', token, mumbai)).status).toBe(201);
    } finally {
      await replaceDeliveryAreas(t, before);
    }
    expectBadFields(await call(t, 'GET', '/pincode-serviceability?pincode=12345'), []);
  });

  it('documents every address call under the address tag', async () => {
    const doc = (await (await fetch(`${t.url}/api/docs/json`)).json()) as {
      paths: Record<string, Record<string, { tags?: string[] }>>;
    };
    for (const [path, method] of [
      ['/api/addresses', 'get'],
      ['/api/addresses', 'post'],
      ['/api/addresses/{addressId}', 'get'],
      ['/api/addresses/{addressId}', 'put'],
      ['/api/addresses/{addressId}', 'delete'],
      ['/api/addresses/{addressId}/default', 'post'],
      ['/api/pincode-serviceability', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(['address']);
    }
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_USER} addresses per shopper`, async () => {
    const { token: c } = await signIn(t, TEST_USERS.c);
    const saves = [];
    for (let i = 0; i < MAX_ADDRESSES_PER_USER; i++) {
      saves.push(await call(t, 'POST', '/addresses', c, anAddress({ Name: `Place ${i}` })));
    }
    expect(saves.every((r) => r.status === 201)).toBe(true);
    const over = await Promise.all(
      [1, 2, 3].map(() => call(t, 'POST', '/addresses', c, anAddress())),
    );
    for (const r of over) expect(expectError(r, 409).Code).toBe('ADDRESS_LIMIT_REACHED');
    const first = Address.parse(saves[0]!.body);
    expect((await call(t, 'DELETE', `/addresses/${first.AddressId}`, c)).status).toBe(200);
    expect((await call(t, 'POST', '/addresses', c, anAddress())).status).toBe(201);
    const list = await call(t, 'GET', '/addresses', c);
    expect((list.body.Addresses as unknown[]).length).toBe(MAX_ADDRESSES_PER_USER);
  });
});
