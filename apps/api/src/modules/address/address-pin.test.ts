import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Address, AddressListAnswer } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { addresses } from './address.tables';
import {
  anAddress,
  call,
  expectBadFields,
  expectError,
  signIn,
  TEST_LOGIN,
  TEST_USERS,
  type Reply,
} from './address-test-kit';

// The map pin saved with an address: Latitude and Longitude, both or neither, inside India.
describe.each(DB_KINDS)('the address map pin on %s', (kind) => {
  let t: TestApp;
  let a: { token: string; userId: number };
  let b: { token: string; userId: number };

  const save = async (over = {}) => {
    const res = await call(t, 'POST', '/addresses', a.token, anAddress(over));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return Address.parse(res.body);
  };
  const read = async (token: string, addressId: number) =>
    Address.parse((await call(t, 'GET', `/addresses/${addressId}`, token)).body);
  const rowOf = async (addressId: number) =>
    (
      await t.database.db
        .select({ latitude: addresses.latitude, longitude: addresses.longitude })
        .from(addresses)
        .where(eq(addresses.id, addressId))
    )[0];
  /** Sends a body as raw JSON text, for numbers JSON.stringify cannot write. */
  const postRaw = async (json: string): Promise<Reply> => {
    const res = await fetch(`${t.url}/api/addresses`, {
      method: 'POST',
      headers: { authorization: `Bearer ${a.token}`, 'content-type': 'application/json' },
      body: json,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    t = await startTestApp(kind, TEST_LOGIN);
    a = await signIn(t, TEST_USERS.a);
    b = await signIn(t, TEST_USERS.b);
  });
  afterAll(() => t.close());

  it('saves the pin, answers it in the details and the list, moves and clears it', async () => {
    const pinned = await save({ Latitude: 12.9716, Longitude: 77.5946 });
    expect(pinned).toMatchObject({ Latitude: 12.9716, Longitude: 77.5946 });
    expect(await read(a.token, pinned.AddressId)).toMatchObject({
      Latitude: 12.9716,
      Longitude: 77.5946,
    });
    const list = AddressListAnswer.parse((await call(t, 'GET', '/addresses', a.token)).body);
    expect(list.Addresses.find((x) => x.AddressId === pinned.AddressId)).toMatchObject({
      Latitude: 12.9716,
      Longitude: 77.5946,
    });
    expect(await rowOf(pinned.AddressId)).toEqual({ latitude: 12.9716, longitude: 77.5946 });

    const path = `/addresses/${pinned.AddressId}`;
    const moved = await call(
      t,
      'PUT',
      path,
      a.token,
      anAddress({ Latitude: 12.97840049, Longitude: 77.64080051 }),
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // kept to 6 decimals
    expect(Address.parse(moved.body)).toMatchObject({ Latitude: 12.9784, Longitude: 77.640801 });

    // an address is replaced whole: a change without the pin (or with nulls) clears it
    const cleared = await call(
      t,
      'PUT',
      path,
      a.token,
      anAddress({ Latitude: null, Longitude: null }),
    );
    expect(Address.parse(cleared.body)).toMatchObject({ Latitude: null, Longitude: null });
    expect(await rowOf(pinned.AddressId)).toEqual({ latitude: null, longitude: null });
  });

  it('saves an address without a pin', async () => {
    expect(await save()).toMatchObject({ Latitude: null, Longitude: null });
    expect(await save({ Latitude: null, Longitude: null })).toMatchObject({ Latitude: null });
  });

  it.each([
    ['London', { Latitude: 51.5072, Longitude: -0.1276 }, ['Latitude', 'Longitude']],
    ['a swapped pair', { Latitude: 77.5946, Longitude: 12.9716 }, ['Latitude', 'Longitude']],
    ['the zero pair', { Latitude: 0, Longitude: 0 }, ['Latitude', 'Longitude']],
    [
      'Kathmandu latitude, a longitude east of India',
      { Latitude: 27.7, Longitude: 99.5 },
      ['Longitude'],
    ],
    ['a latitude south of India', { Latitude: 5.9, Longitude: 77.5 }, ['Latitude']],
    ['a latitude alone', { Latitude: 12.9716 }, ['Longitude']],
    ['a longitude alone', { Longitude: 77.5946 }, ['Latitude']],
    ['a latitude with a null longitude', { Latitude: 12.9716, Longitude: null }, ['Longitude']],
    ['degrees as text', { Latitude: '12.9716', Longitude: '77.5946' }, ['Latitude', 'Longitude']],
    ['a boolean', { Latitude: true, Longitude: 77.5946 }, ['Latitude']],
    ['an object', { Latitude: { lat: 12.9 }, Longitude: 77.5946 }, ['Latitude']],
  ])('refuses %s with 400 naming the field', async (_name, pin, fields) => {
    const res = await call(t, 'POST', '/addresses', a.token, anAddress(pin as never));
    expectBadFields(res, fields);
    const body = expectError(res, 400);
    for (const field of fields) expect(body.Message).toContain(`body.${field}`);
  });

  it('says why a pin outside India is refused', async () => {
    const res = await call(
      t,
      'POST',
      '/addresses',
      a.token,
      anAddress({ Latitude: 51.5072, Longitude: 77.5946 }),
    );
    const body = expectError(res, 400);
    expect(body.Fields).toEqual([
      {
        Field: 'body.Latitude',
        Message: 'Latitude must be between 6 and 38 °N: the pin must be in India',
      },
    ]);
  });

  it('refuses numbers JSON cannot carry with 400, never 500', async () => {
    const base = JSON.stringify(anAddress()).slice(0, -1);
    for (const pin of ['"Latitude":1e400,"Longitude":77.5', '"Latitude":-1e400,"Longitude":77.5']) {
      expectBadFields(await postRaw(`${base},${pin}}`), ['Latitude']);
    }
    expect((await postRaw(`${base},"Latitude":12.9716,"Longitude":77.5946}`)).status).toBe(201);
  });

  it("never moves another shopper's pin", async () => {
    const mine = await save({ Latitude: 19.076, Longitude: 72.8777 });
    const path = `/addresses/${mine.AddressId}`;
    const other = await call(
      t,
      'PUT',
      path,
      b.token,
      anAddress({ Latitude: 28.6139, Longitude: 77.209 }),
    );
    expect(expectError(other, 404).Code).toBe('ADDRESS_NOT_FOUND');
    const clearing = await call(t, 'PUT', path, b.token, anAddress());
    expectError(clearing, 404);
    expect(await read(a.token, mine.AddressId)).toEqual(mine);
    expect(await rowOf(mine.AddressId)).toEqual({ latitude: 19.076, longitude: 72.8777 });
    // and b never sees a's pin through their own list
    const theirs = AddressListAnswer.parse((await call(t, 'GET', '/addresses', b.token)).body);
    expect(theirs.Addresses.some((x) => x.Latitude === 19.076)).toBe(false);
  });
});
