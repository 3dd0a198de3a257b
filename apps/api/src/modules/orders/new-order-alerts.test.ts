import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AdminOrderAnswer } from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../test/harness';
import { jobs } from '../../lib/jobs/jobs.tables';
import { readOutbox } from '../../lib/messaging';
import { products } from '../catalogue/catalogue.tables';
import { lowStockAlerts } from '../notifications/notifications.tables';
import { call, staffSession } from '../staff/staff-test-kit';
import {
  ADMIN_TOKEN,
  aProduct,
  placeOrder,
  shopperAt,
  UNLIMITED,
  type Shopper,
} from './console/orders-test-kit';
import { openStream, storeTicketFor, ticketFor, type LiveStream } from './order-updates-test-kit';

// #28 item 1 and the alerts beside it: a new order reaches the open console live (every staff
// member who may read orders, a packer too), and the owner's email and mobile when set; a row
// falling to the low-stock threshold is reported once until restocked; a new staff member is
// sent the console's address. Messages go through the job worker to the dev outbox here.

const WORKER = { timeout: 20_000 };
const OWNER_EMAIL = 'owner.alerts@example.com';
const OWNER_MOBILE = '9876500011';

describe.each(DB_KINDS)('new orders live and staff alerts on %s', (kind) => {
  let t: TestApp;
  let asha: Shopper;
  let manager: string;
  let packer: string;
  const open: LiveStream[] = [];
  const outbox = (to: string) => readOutbox(t.database.db, to);
  const saveAlerts = (token: string, body: object) =>
    call(t, 'PUT', '/admin/settings/alerts', { token, body });

  beforeAll(async () => {
    t = await startTestApp(kind, { ...UNLIMITED, ADMIN_TOKEN });
    asha = await shopperAt(t, 'asha.alerts@example.com');
    manager = (await staffSession(t, 'manager')).token;
    packer = (await staffSession(t, 'packer')).token;
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await t?.close();
  });

  it('tells a packer’s open console of a new order as it is placed', async () => {
    const live = await openStream(t, await storeTicketFor(t, packer), 'store-order-updates');
    open.push(live);
    expect(live.status).toBe(200);
    await expect.poll(() => live.text()).toContain(': open');
    const product = await aProduct(t, 5, 20_000);
    const order = await placeOrder(t, asha, 'cod', [
      { ProductId: product.id, VariantId: null, Qty: 1 },
    ]);
    await expect
      .poll(() => live.moves(), WORKER)
      .toContainEqual({ OrderId: order.OrderId, Status: 'placed', New: true });
  });

  it('tells an edit of a placed order as a change, never as a new order', async () => {
    const live = await openStream(t, await storeTicketFor(t, manager), 'store-order-updates');
    open.push(live);
    await expect.poll(() => live.text()).toContain(': open');
    const product = await aProduct(t, 5, 20_000);
    const order = await placeOrder(t, asha, 'cod', [
      { ProductId: product.id, VariantId: null, Qty: 3 },
    ]);
    const ofOrder = () => live.moves().filter((m) => m.OrderId === order.OrderId);
    await expect.poll(ofOrder, WORKER).toHaveLength(1);
    const details = AdminOrderAnswer.parse(
      (await call(t, 'GET', `/admin/orders/${order.OrderId}`, { token: manager })).body,
    );
    const edit = await call(t, 'POST', `/admin/orders/${order.OrderId}/edit`, {
      token: manager,
      body: {
        Version: details.OrderDetails.Version,
        Lines: [{ ProductId: product.id, VariantId: null, Qty: 2 }],
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    await expect.poll(ofOrder, WORKER).toHaveLength(2);
    // still `placed`, told so the lists refresh, but not New: no second alert or chime
    expect(ofOrder()).toEqual([
      { OrderId: order.OrderId, Status: 'placed', New: true },
      { OrderId: order.OrderId, Status: 'placed' },
    ]);
  });

  it('emails the owner per new order on a fresh store, shown as in force; a saved off stays off', async () => {
    const owner = await staffSession(t, 'owner', 'Asha Owner');
    const shown = await call(t, 'GET', '/admin/settings/alerts', { token: owner.token });
    expect(shown.body).toMatchObject({ AlertEmail: owner.email, NewOrderMessages: true });
    const product = await aProduct(t, 5, 20_000);
    const line = [{ ProductId: product.id, VariantId: null, Qty: 1 }];
    const first = await placeOrder(t, asha, 'cod', line);
    const subjects = async () => (await outbox(owner.email)).map((m) => m.Subject).join('\n');
    await expect.poll(subjects, WORKER).toContain(first.OrderNumber);
    const off = await saveAlerts(owner.token, { ...shown.body, NewOrderMessages: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const second = await placeOrder(t, asha, 'cod', line);
    // the order's alert job has run: it found the owner's "off"
    const alertDone = async () =>
      (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'new-order-alert'))).some(
        (j) => j.payload.orderId === second.OrderId && j.doneAt !== null,
      );
    await expect.poll(alertDone, WORKER).toBe(true);
    expect(await subjects()).not.toContain(second.OrderNumber);
    expect(
      (await call(t, 'GET', '/admin/settings/alerts', { token: owner.token })).body,
    ).toMatchObject({ AlertEmail: owner.email, NewOrderMessages: false });
  });

  it('opens only with a console ticket', async () => {
    const shopperTicket = await ticketFor(t, asha.token, 1).catch(() => 'x.y');
    expect((await openStream(t, shopperTicket, 'store-order-updates')).status).toBe(401);
    expect((await openStream(t, 'forged.ticket', 'store-order-updates')).status).toBe(401);
    const res = await call(t, 'POST', '/admin/orders/updates-ticket', { token: asha.token });
    expect(res.status).toBe(401);
  });

  it('keeps the alert settings for owner and manager only', async () => {
    const body = {
      AlertEmail: OWNER_EMAIL,
      AlertMobile: `+91 ${OWNER_MOBILE}`,
      NewOrderMessages: true,
      LowStockThreshold: 5,
    };
    expect((await saveAlerts(packer, body)).status).toBe(403);
    expect((await call(t, 'GET', '/admin/settings/alerts', { token: packer })).status).toBe(403);
    const saved = await saveAlerts(manager, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ AlertMobile: OWNER_MOBILE });
    const bad = await saveAlerts(manager, { ...body, AlertEmail: 'not an email' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ Fields: [{ Field: 'body.AlertEmail' }] });
  });

  it('sends the owner an email and an SMS for each new order', async () => {
    const product = await aProduct(t, 6, 30_000);
    const order = await placeOrder(t, asha, 'cod', [
      { ProductId: product.id, VariantId: null, Qty: 2 },
    ]);
    const told = async (to: string) =>
      (await outbox(to)).filter((m) => m.Subject.startsWith(`New order ${order.OrderNumber}: ₹`));
    await expect.poll(async () => (await told(OWNER_EMAIL)).length, WORKER).toBe(1);
    await expect.poll(async () => (await told(OWNER_MOBILE)).length, WORKER).toBe(1);
    const [mail] = await told(OWNER_EMAIL);
    expect(mail).toMatchObject({ Channel: 'email' });
    expect(mail!.Body).toContain(`/admin/orders/${order.OrderId}`);
    expect(mail!.Body).toContain('2 items');
  });

  it('reports a row falling to the threshold once, and again only after a restock', async () => {
    const product = await aProduct(t, 7, 10_000);
    const setStock = (stock: number) =>
      t.database.db.update(products).set({ stock }).where(eq(products.id, product.id));
    const lowMails = async () =>
      (await outbox(OWNER_EMAIL)).filter((m) => m.Subject.startsWith('Running low'));
    const before = (await lowMails()).length;
    const buy = () =>
      placeOrder(t, asha, 'cod', [{ ProductId: product.id, VariantId: null, Qty: 1 }]);
    const alertRow = () =>
      t.database.db.select().from(lowStockAlerts).where(eq(lowStockAlerts.productId, product.id));

    await setStock(6);
    await buy(); // 5 left: at the threshold
    await expect.poll(async () => (await lowMails()).length, WORKER).toBe(before + 1);
    await buy(); // 4 left: still low, reported already
    await expect.poll(async () => (await alertRow())[0]?.stock, WORKER).toBe(5);
    await setStock(20); // restocked
    await buy(); // 19 left: the check forgets the old alert
    await expect.poll(async () => (await alertRow()).length, WORKER).toBe(0);
    await setStock(6);
    await buy(); // low again: a second alert
    await expect.poll(async () => (await lowMails()).length, WORKER).toBe(before + 2);
  });

  it('sends a new staff member the console’s address and how to sign in', async () => {
    const owner = (await staffSession(t, 'owner')).token;
    const email = 'new.packer@example.com';
    const res = await call(t, 'POST', '/admin/staff', {
      token: owner,
      body: { Name: 'Ravi', Email: email, Phone: null, Role: 'packer' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expect.poll(async () => (await outbox(email)).length, WORKER).toBe(1);
    const [invite] = await outbox(email);
    expect(invite!.Body).toContain('/admin/');
    expect(invite!.Body).toContain(email);
    expect(invite!.Body).toContain('packer');
  });

  it('writes the alerts in the store’s alert language, and an invitation in the inviter’s', async () => {
    const body = {
      AlertEmail: OWNER_EMAIL,
      AlertMobile: OWNER_MOBILE,
      NewOrderMessages: true,
      LowStockThreshold: 5,
    };
    const wrong = await saveAlerts(manager, { ...body, AlertLanguage: 'fr' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ Fields: [{ Field: 'body.AlertLanguage' }] });
    const saved = await saveAlerts(manager, { ...body, AlertLanguage: 'hi' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const read = await call(t, 'GET', '/admin/settings/alerts', { token: manager });
    expect(read.body).toMatchObject({ AlertLanguage: 'hi' });

    const product = await aProduct(t, 6, 30_000);
    await t.database.db.update(products).set({ stock: 3 }).where(eq(products.id, product.id));
    const order = await placeOrder(t, asha, 'cod', [
      { ProductId: product.id, VariantId: null, Qty: 2 },
    ]);
    const newOrder = async () =>
      (await outbox(OWNER_MOBILE)).filter((m) =>
        m.Subject.startsWith(`नया ऑर्डर ${order.OrderNumber}: ₹`),
      );
    await expect.poll(async () => (await newOrder()).length, WORKER).toBe(1);
    expect((await newOrder())[0]!.Body).toContain('2 आइटम');
    expect((await newOrder())[0]!.Body).toContain(`/admin/orders/${order.OrderId}`);
    const low = async () =>
      (await outbox(OWNER_EMAIL)).filter((m) => m.Subject.startsWith('स्टॉक कम:'));
    await expect.poll(async () => (await low()).length, WORKER).toBe(1);
    expect((await low())[0]!.Body).toContain('कंसोल में स्टॉक भरें');

    // an older console saving without the language leaves it English (the default)
    expect((await saveAlerts(manager, body)).body).toMatchObject({ AlertLanguage: 'en' });

    // the invitation: in the language of the console that sent it
    const owner = (await staffSession(t, 'owner')).token;
    const email = 'nayi.packer@example.com';
    const res = await fetch(`${t.url}/api/admin/staff`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${owner}`,
        'accept-language': 'hi',
      },
      body: JSON.stringify({ Name: 'Sita', Email: email, Phone: null, Role: 'packer' }),
    });
    expect(res.status).toBe(200);
    await expect.poll(async () => (await outbox(email)).length, WORKER).toBe(1);
    const [invite] = await outbox(email);
    expect(invite!.Subject).toContain('के कंसोल में आपका स्वागत है');
    expect(invite!.Body).toContain('नमस्ते Sita');
    expect(invite!.Body).toContain('पैकर');
  });
});
