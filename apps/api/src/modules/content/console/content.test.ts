import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  AdminPage,
  AdminPages,
  AdminSettings,
  PageContent,
  PaymentSettings,
  StoreConfigs,
  type DeliverySettings,
} from '@kirana/shared';
import { DB_KINDS, startTestApp, type TestApp } from '../../../test/harness';
import {
  aSimpleProduct,
  quote,
  setStock,
  TEST_LOGIN,
  UNLIMITED,
} from '../../checkout/checkout-test-kit';
import { auditLog } from '../../staff/staff.tables';
import { call, callerTokens, expectRoles, type Caller } from '../../staff/staff-test-kit';

const STORE = {
  StoreName: 'Kirana Pune',
  Tagline: 'Fresh every day',
  SupportPhone: '+91 20 4567 8900',
  SupportEmail: 'help@kirana.example',
  SupportHours: '8 am to 9 pm',
  Gstin: '27AAPFU0939F1ZV',
  LegalName: 'Kirana Pune LLP',
  StoreState: 'MH',
  StoreAddress: '1 FC Road, Pune 411004',
  SocialLinks: [],
};

describe.each(DB_KINDS)('console content and settings on %s', (kind) => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;
  let owner: string;

  const get = async (path: string) => {
    const res = await fetch(`${t.url}/api${path}`);
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const put = (path: string, body: unknown, token = owner) => call(t, 'PUT', path, { token, body });
  const settings = async () =>
    AdminSettings.parse((await call(t, 'GET', '/admin/settings', { token: owner })).body);
  const lastAudit = async (entity: string, entityId: string) =>
    (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];

  beforeAll(async () => {
    t = await startTestApp(kind, { ...TEST_LOGIN, ...UNLIMITED, PAYMENTS_SANDBOX: true });
    tokens = await callerTokens(t);
    owner = tokens.owner!;
  });
  afterAll(() => t.close());

  it('opens content and settings to owners and managers, payment settings to the owner only', async () => {
    const both = ['owner', 'manager'] as const;
    const current = await settings();
    const about = AdminPages.parse((await call(t, 'GET', '/admin/pages', { token: owner })).body)
      .Pages[0]!;
    await expectRoles(t, tokens, 'GET', '/admin/pages', [...both]);
    await expectRoles(t, tokens, 'PUT', '/admin/pages/about-us', [...both], {
      Content: about.Content,
    });
    await expectRoles(t, tokens, 'POST', '/admin/pages/preview', [...both], {
      Content: '<p>x</p>',
    });
    await expectRoles(t, tokens, 'GET', '/admin/settings', [...both]);
    const { LogoUrl: _l, ...store } = current.Store;
    await expectRoles(t, tokens, 'PUT', '/admin/settings/store', [...both], store);
    await expectRoles(t, tokens, 'PUT', '/admin/settings/delivery', [...both], current.Delivery);
    await expectRoles(
      t,
      tokens,
      'PUT',
      '/admin/settings/platform-fee',
      [...both],
      current.PlatformFee,
    );
    await expectRoles(t, tokens, 'PUT', '/admin/settings/cod', [...both], current.Cod);
    await expectRoles(t, tokens, 'PUT', '/admin/settings/sign-in', [...both], current.SignIn);
    await expectRoles(t, tokens, 'POST', '/admin/settings/logo', [...both], {});
    await expectRoles(t, tokens, 'GET', '/admin/delivery-areas', [...both]);
    await expectRoles(t, tokens, 'POST', '/admin/delivery-areas/csv', [...both], { Csv: '' });
    const payments = PaymentSettings.parse(
      (await call(t, 'GET', '/admin/payment-settings', { token: owner })).body,
    );
    await expectRoles(t, tokens, 'GET', '/admin/payment-settings', ['owner']);
    await expectRoles(t, tokens, 'PUT', '/admin/payment-settings', ['owner'], {
      Methods: payments.Methods.map(({ IsConfigured: _c, ...m }) => m),
    });
  });

  it('sanitises a page on the server, shows it on the storefront and audits the change', async () => {
    const res = await put('/admin/pages/terms-and-conditions', {
      Title: 'Terms',
      Content:
        '<h2>Terms</h2><p onclick="steal()">Be fair.</p><script>alert(1)</script>' +
        '<img src=x onerror="alert(1)"><a href="javascript:alert(1)">click</a>' +
        '<p style="color:red"><a href="https://kirana.example/help">help</a></p>',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = AdminPage.parse(res.body);
    expect(page.Content).toBe(
      '<h2>Terms</h2><p>Be fair.</p><a>click</a>' +
        '<p><a href="https://kirana.example/help" rel="noopener noreferrer nofollow">help</a></p>',
    );
    const shown = PageContent.parse((await get('/get-terms-content')).body);
    expect(shown).toEqual({ Title: 'Terms', Content: page.Content });
    const entry = await lastAudit('page', 'terms-and-conditions');
    expect(entry).toMatchObject({ action: 'page.update', actorRole: 'owner' });
    expect((entry!.after as { Content: string }).Content).toBe(page.Content);

    const preview = await call(t, 'POST', '/admin/pages/preview', {
      token: owner,
      body: { Content: '<p>ok<script>x()</script></p>' },
    });
    expect(preview.body).toEqual({ Content: '<p>ok</p>' });
  });

  it('switches about-us off and on for the storefront, but never terms or privacy', async () => {
    expect((await put('/admin/pages/about-us', { IsEnabled: false })).status).toBe(200);
    expect((await get('/get-about-us-status')).body).toEqual({ Status: false });
    expect((await get('/get-about-us-content')).status).toBe(404);
    expect((await lastAudit('page', 'about-us'))?.action).toBe('page.toggle');
    await put('/admin/pages/about-us', { IsEnabled: true });
    expect((await get('/get-about-us-status')).body).toEqual({ Status: true });
    const privacy = await put('/admin/pages/privacy-policy', { IsEnabled: false });
    expect(privacy.status).toBe(400);
    expect(privacy.body.Fields).toEqual([expect.objectContaining({ Field: 'IsEnabled' })]);
  });

  it('saves store details the storefront shows, and refuses a GSTIN with a wrong check character or state', async () => {
    const res = await put('/admin/settings/store', STORE);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const shown = StoreConfigs.parse((await get('/get-store-configs')).body);
    expect(shown).toMatchObject({
      StoreName: 'Kirana Pune',
      Gstin: '27AAPFU0939F1ZV',
      StoreState: 'MH',
    });
    expect((await lastAudit('settings', 'storeConfigs'))?.after).toMatchObject({
      StoreName: 'Kirana Pune',
    });
    for (const body of [
      { ...STORE, Gstin: '27AAPFU0939F1ZW' }, // check character
      { ...STORE, StoreState: 'KA' }, // Maharashtra's GSTIN for a Karnataka store
      { ...STORE, Gstin: '27AAPFU0939' }, // format
    ]) {
      const bad = await put('/admin/settings/store', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(bad.body.Fields)).toContain('Gstin');
    }
  });

  it('refuses a store name under 2 characters, naming the field in plain words; 2 are kept', async () => {
    for (const StoreName of ['K', ' K ', '']) {
      const bad = await put('/admin/settings/store', { ...STORE, StoreName });
      expect(bad.status, StoreName).toBe(400);
      expect(bad.body.Fields).toEqual([
        expect.objectContaining({
          Field: 'body.StoreName',
          Message: 'Enter the store’s name, at least 2 characters',
        }),
      ]);
    }
    const hi = await fetch(`${t.url}/api/admin/settings/store`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${owner}`,
        'content-type': 'application/json',
        'accept-language': 'hi',
      },
      body: JSON.stringify({ ...STORE, StoreName: 'K' }),
    });
    expect(hi.status).toBe(400);
    expect(((await hi.json()) as { Fields: unknown }).Fields).toEqual([
      { Field: 'body.StoreName', Message: 'दुकान का नाम लिखें, कम से कम 2 अक्षर' },
    ]);
    const two = await put('/admin/settings/store', { ...STORE, StoreName: 'KC' });
    expect(two.status, JSON.stringify(two.body)).toBe(200);
    expect(StoreConfigs.parse((await get('/get-store-configs')).body).StoreName).toBe('KC');
  });

  it('keeps the store’s WhatsApp number as 10 digits for the storefront, empties it, and refuses one that is no Indian mobile', async () => {
    const res = await put('/admin/settings/store', { ...STORE, WhatsAppNumber: '+91 98765-43210' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.WhatsAppNumber).toBe('9876543210');
    expect(StoreConfigs.parse((await get('/get-store-configs')).body).WhatsAppNumber).toBe(
      '9876543210',
    );
    // saved without the field (an older console): the number stays
    expect((await put('/admin/settings/store', STORE)).body.WhatsAppNumber).toBe('9876543210');
    for (const WhatsAppNumber of ['12345', '5876543210', '98765432100', 'wa.me/9876543210']) {
      const bad = await put('/admin/settings/store', { ...STORE, WhatsAppNumber });
      expect(bad.status, WhatsAppNumber).toBe(400);
      expect(bad.body.Fields).toEqual([expect.objectContaining({ Field: 'body.WhatsAppNumber' })]);
    }
    expect((await put('/admin/settings/store', { ...STORE, WhatsAppNumber: '' })).status).toBe(200);
    expect(StoreConfigs.parse((await get('/get-store-configs')).body).WhatsAppNumber).toBe('');
  });

  it('uploads a logo re-encoded as WebP, and refuses a file that is not an image', async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#c33' },
    })
      .png()
      .toBuffer();
    const upload = (body: Buffer, type: string) =>
      fetch(`${t.url}/api/admin/settings/logo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner}`, 'content-type': type },
        body,
      });
    const res = await upload(png, 'image/png');
    expect(res.status).toBe(200);
    const { LogoUrl } = (await res.json()) as { LogoUrl: string };
    expect(StoreConfigs.parse((await get('/get-store-configs')).body).LogoUrl).toBe(LogoUrl);
    const image = await fetch(`${t.url}${LogoUrl}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await upload(Buffer.from('<svg onload="x()"/>'), 'image/png')).status).toBe(400);
    expect((await upload(Buffer.alloc(9 * 1024 * 1024), 'image/jpeg')).status).toBe(413);
  });

  it('changes the next cart quote when a delivery fee, the free-delivery threshold or the platform fee changes', async () => {
    const product = await aSimpleProduct(t);
    await setStock(t, product.id, 50);
    const cart = {
      Items: [{ ProductId: product.id, VariantId: null, Qty: 1 }],
      DeliveryMethodId: 'standard',
    };
    const current = await settings();
    const withStandard = (fee: number, freeAbove: number | null): DeliverySettings => ({
      Methods: current.Delivery.Methods.map((m) =>
        m.DeliveryMethodId === 'standard' ? { ...m, Fee: fee, FreeAbove: freeAbove } : m,
      ),
    });

    expect((await put('/admin/settings/delivery', withStandard(4321, null))).status).toBe(200);
    const paid = await quote(t, undefined, cart);
    expect(paid.Bill.DeliveryFee).toBe(4321);
    expect(paid.DeliveryMethods.find((m) => m.DeliveryMethodId === 'standard')?.Fee).toBe(4321);

    await put('/admin/settings/delivery', withStandard(4321, paid.Bill.ItemTotal));
    const free = await quote(t, undefined, cart);
    expect(free.Bill).toMatchObject({ DeliveryFee: 0, IsFreeDelivery: true });

    await put('/admin/settings/platform-fee', {
      ...current.PlatformFee,
      IsEnabled: true,
      Fee: 777,
    });
    expect((await quote(t, undefined, cart)).Bill.PlatformFee).toBe(777);
    await put('/admin/settings/platform-fee', { ...current.PlatformFee, IsEnabled: false });
    expect((await quote(t, undefined, cart)).Bill.PlatformFee).toBe(0);

    const entry = await lastAudit('settings', 'deliveryMethods');
    expect(entry?.action).toBe('settings.delivery');
    expect(JSON.stringify(entry?.before)).toContain('4321');
    expect(JSON.stringify(entry?.after)).toContain(String(paid.Bill.ItemTotal));

    const noneOn = await put('/admin/settings/delivery', {
      Methods: current.Delivery.Methods.map((m) => ({ ...m, IsEnabled: false })),
    });
    expect(noneOn.status).toBe(400);
  });

  it('switches cash on delivery off for the checkout and keeps its order values', async () => {
    const product = await aSimpleProduct(t);
    const cart = { Items: [{ ProductId: product.id, VariantId: null, Qty: 1 }] };
    const res = await put('/admin/settings/cod', {
      IsEnabled: false,
      MinOrderValue: 10_000,
      MaxOrderValue: 300_000,
      Fee: 1500,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const q = await quote(t, undefined, cart);
    expect(q.PaymentMethods.map((m) => m.PaymentMethodId)).not.toContain('cod');
    expect((await settings()).Cod).toEqual({
      IsEnabled: false,
      MinOrderValue: 10_000,
      MaxOrderValue: 300_000,
      Fee: 1500,
    });
    await put('/admin/settings/cod', {
      IsEnabled: true,
      MinOrderValue: null,
      MaxOrderValue: 300_000,
      Fee: 1500,
    });
    const back = await quote(t, undefined, { ...cart, PaymentMethodId: 'cod' });
    expect(back.PaymentMethods.find((m) => m.PaymentMethodId === 'cod')?.Fee).toBe(1500);
    expect(back.Bill.CodFee).toBe(1500);
    const inverted = await put('/admin/settings/cod', {
      IsEnabled: true,
      MinOrderValue: 500,
      MaxOrderValue: 100,
      Fee: 0,
    });
    expect(inverted.status).toBe(400);
  });

  it('offers cash on delivery only from its minimum order value', async () => {
    const product = await aSimpleProduct(t);
    const cart = { Items: [{ ProductId: product.id, VariantId: null, Qty: 1 }] };
    const cod = async () =>
      (await quote(t, undefined, cart)).PaymentMethods.find((m) => m.PaymentMethodId === 'cod');
    const minimum = product.pricePaise + 100_00;
    await put('/admin/settings/cod', {
      IsEnabled: true,
      MinOrderValue: minimum,
      MaxOrderValue: null,
      Fee: 0,
    });
    expect(await cod()).toMatchObject({ IsAvailable: false });
    expect((await cod())?.Reason).toMatch(/or more/);
    await put('/admin/settings/cod', {
      IsEnabled: true,
      MinOrderValue: null,
      MaxOrderValue: null,
      Fee: 0,
    });
    expect(await cod()).toMatchObject({ IsAvailable: true, Reason: null });
  });

  it('keeps sign-in methods, refusing to switch both off', async () => {
    expect(
      (await put('/admin/settings/sign-in', { EmailLoginEnabled: true, PhoneLoginEnabled: false }))
        .status,
    ).toBe(200);
    expect((await settings()).SignIn).toEqual({
      EmailLoginEnabled: true,
      PhoneLoginEnabled: false,
    });
    expect((await lastAudit('settings', 'signInMethods'))?.after).toEqual({
      EmailLoginEnabled: true,
      PhoneLoginEnabled: false,
    });
    const none = await put('/admin/settings/sign-in', {
      EmailLoginEnabled: false,
      PhoneLoginEnabled: false,
    });
    expect(none.status).toBe(400);
  });

  it('lets the owner switch the wallet off for the checkout', async () => {
    const current = PaymentSettings.parse(
      (await call(t, 'GET', '/admin/payment-settings', { token: owner })).body,
    );
    expect(current.Methods.find((m) => m.PaymentMethodId === 'sandbox')?.IsConfigured).toBe(true);
    const methods = current.Methods.map(({ IsConfigured: _c, ...m }) =>
      m.PaymentMethodId === 'wallet' ? { ...m, IsEnabled: false } : m,
    );
    expect((await put('/admin/payment-settings', { Methods: methods })).status).toBe(200);
    const product = await aSimpleProduct(t);
    const q = await quote(t, undefined, {
      Items: [{ ProductId: product.id, VariantId: null, Qty: 1 }],
    });
    expect(q.PaymentMethods.map((m) => m.PaymentMethodId)).not.toContain('wallet');
    expect((await lastAudit('settings', 'paymentMethods'))?.actorRole).toBe('owner');
  });
});
