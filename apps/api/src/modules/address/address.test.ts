import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { Address, AddressListAnswer, DeleteAddressAnswer } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { addresses } from './address.tables';
import { anAddress, call, expectError, signIn, TEST_LOGIN, TEST_USERS } from './address-test-kit';
import { getDefaultAddress, listAddressesForUser } from './index';

describe.each(DB_KINDS)('addresses on %s', (kind) => {
  let t: TestApp;
  let a: { token: string; userId: number };
  let b: { token: string; userId: number };

  const create = async (token: string, over = {}) => {
    const res = await call(t, 'POST', '/addresses', token, anAddress(over));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return Address.parse(res.body);
  };
  const list = async (token: string) => {
    const res = await call(t, 'GET', '/addresses', token);
    expect(res.status).toBe(200);
    return AddressListAnswer.parse(res.body);
  };
  const clear = (userId: number) =>
    t.database.db
      .update(addresses)
      .set({ deletedAt: new Date(), isDefault: false })
      .where(and(eq(addresses.userId, userId), isNull(addresses.deletedAt)));

  beforeAll(async () => {
    t = await startTestApp(kind, TEST_LOGIN);
    a = await signIn(t, TEST_USERS.a);
    b = await signIn(t, TEST_USERS.b);
  });
  afterAll(() => t.close());

  it('saves, lists, reads, changes and deletes an address; the first is the default', async () => {
    await clear(a.userId);
    const first = await create(a.token);
    expect(first).toMatchObject({
      Name: 'Asha Rao',
      Mobile: '9845012345',
      State: 'KA',
      StateName: 'Karnataka',
      IsDefault: true,
      IsServiceable: true,
      Latitude: null,
    });
    const second = await create(a.token, { Name: 'Office', AddressType: 'work', Landmark: '' });
    expect(second).toMatchObject({ IsDefault: false, Landmark: null, AddressType: 'work' });

    const listed = await list(a.token);
    expect(listed.DefaultAddressId).toBe(first.AddressId);
    expect(listed.Addresses.map((x) => x.AddressId)).toEqual([first.AddressId, second.AddressId]);

    const got = await call(t, 'GET', `/addresses/${second.AddressId}`, a.token);
    expect(Address.parse(got.body)).toEqual(second);

    const changed = await call(
      t,
      'PUT',
      `/addresses/${second.AddressId}`,
      a.token,
      anAddress({
        Name: 'Asha at work',
        Pincode: '110001',
        State: 'DL',
        City: 'New Delhi',
        Latitude: 28.6,
        Longitude: 77.2,
      }),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(Address.parse(changed.body)).toMatchObject({
      AddressId: second.AddressId,
      Name: 'Asha at work',
      StateName: 'Delhi',
      Latitude: 28.6,
      IsDefault: false,
    });

    const deleted = await call(t, 'DELETE', `/addresses/${second.AddressId}`, a.token);
    expect(DeleteAddressAnswer.parse(deleted.body)).toMatchObject({
      DeletedAddressId: second.AddressId,
      DefaultAddressId: first.AddressId,
    });
    expectError(await call(t, 'GET', `/addresses/${second.AddressId}`, a.token), 404);
    expectError(await call(t, 'DELETE', `/addresses/${second.AddressId}`, a.token), 404);
    expect((await list(a.token)).Addresses).toHaveLength(1);
    // soft delete: the row stays for past orders
    const [kept] = await t.database.db
      .select({ deletedAt: addresses.deletedAt })
      .from(addresses)
      .where(eq(addresses.id, second.AddressId));
    expect(kept?.deletedAt).toBeInstanceOf(Date);
  });

  it('switches the default, and deleting the default promotes the most recent one left', async () => {
    await clear(a.userId);
    const home = await create(a.token);
    const work = await create(a.token, { AddressType: 'work' });
    const other = await create(a.token, { AddressType: 'other' });
    const made = await call(t, 'POST', `/addresses/${work.AddressId}/default`, a.token);
    expect(Address.parse(made.body).IsDefault).toBe(true);
    expect((await list(a.token)).DefaultAddressId).toBe(work.AddressId);
    expect((await getDefaultAddress(t.database.db, a.userId))?.AddressId).toBe(work.AddressId);

    const viaPut = await call(
      t,
      'PUT',
      `/addresses/${home.AddressId}`,
      a.token,
      anAddress({ IsDefault: true }),
    );
    expect(Address.parse(viaPut.body).IsDefault).toBe(true);
    const afterPut = await list(a.token);
    expect(afterPut.DefaultAddressId).toBe(home.AddressId);
    expect(afterPut.Addresses.filter((x) => x.IsDefault)).toHaveLength(1);

    const gone = await call(t, 'DELETE', `/addresses/${home.AddressId}`, a.token);
    expect(DeleteAddressAnswer.parse(gone.body).DefaultAddressId).toBe(other.AddressId);
    const left = await list(a.token);
    expect(left.DefaultAddressId).toBe(other.AddressId);
    expect(left.Addresses.map((x) => [x.AddressId, x.IsDefault])).toEqual([
      [other.AddressId, true],
      [work.AddressId, false],
    ]);
    expect((await listAddressesForUser(t.database.db, a.userId)).map((x) => x.AddressId)).toEqual([
      other.AddressId,
      work.AddressId,
    ]);

    await call(t, 'DELETE', `/addresses/${other.AddressId}`, a.token);
    await call(t, 'DELETE', `/addresses/${work.AddressId}`, a.token);
    expect(await list(a.token)).toEqual({ Addresses: [], DefaultAddressId: null });
    expect(await getDefaultAddress(t.database.db, a.userId)).toBeNull();
  });

  it('keeps one default when several "set default" calls race', async () => {
    await clear(a.userId);
    const made = [];
    for (let i = 0; i < 6; i++) made.push(await create(a.token, { Name: `Address ${i}` }));
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        made.map((x) => call(t, 'POST', `/addresses/${x.AddressId}/default`, a.token)),
      );
      expect(answers.map((r) => r.status)).toEqual(made.map(() => 200));
      const defaults = (await list(a.token)).Addresses.filter((x) => x.IsDefault);
      expect(defaults).toHaveLength(1);
    }
  });

  it('keeps one default when the first addresses are saved in parallel', async () => {
    await clear(a.userId);
    const saved = await Promise.all(
      [1, 2, 3, 4].map((i) => create(a.token, { Name: `Racer ${i}` })),
    );
    expect(saved.filter((x) => x.IsDefault)).toHaveLength(1);
    expect((await list(a.token)).Addresses.filter((x) => x.IsDefault)).toHaveLength(1);
  });

  it("answers 404 for another shopper's address and leaves it unchanged", async () => {
    await clear(a.userId);
    const mine = await create(a.token);
    await create(a.token, { Name: 'Second' });
    const path = `/addresses/${mine.AddressId}`;
    for (const [method, p, body] of [
      ['GET', path, undefined],
      ['PUT', path, anAddress({ Name: 'Mallory' })],
      ['DELETE', path, undefined],
      ['POST', `${path}/default`, undefined],
    ] as const) {
      const err = expectError(await call(t, method, p, b.token, body), 404);
      expect(err.Code).toBe('ADDRESS_NOT_FOUND');
    }
    expect((await list(b.token)).Addresses).toEqual([]);
    const after = await call(t, 'GET', path, a.token);
    expect(Address.parse(after.body)).toEqual(mine);
  });

  it('never lets the body set the owner', async () => {
    const res = await call(t, 'POST', '/addresses', b.token, { ...anAddress(), UserId: a.userId });
    expectError(res, 400);
    const [row] = await t.database.db
      .select({ userId: addresses.userId })
      .from(addresses)
      .where(eq(addresses.id, (await create(b.token)).AddressId));
    expect(row?.userId).toBe(b.userId);
  });
});
