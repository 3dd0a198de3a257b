import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  gstinChecksumValid,
  gstinMatchesState,
  mediaUrl,
  type AdminSettings,
  type CodSettings,
  DEFAULT_SLOT_SETTINGS,
  DEFAULT_UNPAID_ORDER_LIMITS,
  type DeliverySettings,
  type PlatformFeeSettings,
  type PlatformFeeSettingsView,
  SignInSettings,
  type StoreDetails,
  type StoreDetailsBody,
  StoredSlotSettings,
  UnpaidOrderLimits,
  UpiDirectSettings,
  DEFAULT_UPI_DIRECT_SETTINGS,
  StaffAlertSettings,
  DEFAULT_STAFF_ALERT_SETTINGS,
} from '@kirana/shared';
import type { Config } from '../../../config';
import { inTransaction, type Db, type DbOrTx, type Tx } from '../../../db/client';
import { media } from '../../../db/tables';
import type { AppDeps } from '../../../lib/deps';
import { AppError } from '../../../lib/errors';
import { channelAvailable } from '../../../lib/messaging';
import type { EncodedPhoto } from '../../../lib/photos';
import { ownerEmail, recordAudit, type AuditActor } from '../../staff';
import { bumpCacheState } from '../cache-state.service';
import { settings } from '../content.tables';
import { settingsWritten } from '../settings.service';
import {
  getSetting,
  SETTING_SCHEMAS,
  type SettingKey,
  type SettingRows,
  type SettingValue,
} from '../settings.service';

// The console's store settings. Each is kept where the storefront and the bill already read it
// (the settings rows storeConfigs, deliveryMethods, shippingConfigs, platformFeeConfigs,
// paymentMethods and signInMethods), so a change shows in the next quote: the checkout reads
// them from the database for every bill. Each change is one transaction with its audit entry,
// then the cache state is bumped so cached answers and browsers follow.

type Deps = Pick<AppDeps, 'database' | 'cache' | 'redis'>;

/** Settings kept in the settings table beside the others, read with a default when never saved. */
const OPTIONAL_SETTINGS = {
  signInMethods: {
    schema: SignInSettings,
    fallback: { EmailLoginEnabled: true, PhoneLoginEnabled: true } as SignInSettings,
  },
  unpaidOrderLimits: { schema: UnpaidOrderLimits, fallback: DEFAULT_UNPAID_ORDER_LIMITS },
  deliverySlots: { schema: StoredSlotSettings, fallback: DEFAULT_SLOT_SETTINGS },
  upiDirect: { schema: UpiDirectSettings, fallback: DEFAULT_UPI_DIRECT_SETTINGS },
  staffAlerts: { schema: StaffAlertSettings, fallback: DEFAULT_STAFF_ALERT_SETTINGS },
} as const;
type OptionalKey = keyof typeof OPTIONAL_SETTINGS;
type OptionalValue<K extends OptionalKey> = z.infer<(typeof OPTIONAL_SETTINGS)[K]['schema']>;

/** Writes a setting (checked by its schema) inside the caller's transaction. */
async function writeSetting(tx: Tx, key: string, value: unknown, schema: z.ZodType): Promise<void> {
  const checked = schema.parse(value) as object;
  await tx
    .insert(settings)
    .values({ key, value: checked })
    .onConflictDoUpdate({ target: settings.key, set: { value: checked, updatedAt: sql`now()` } });
  settingsWritten();
}

const putSetting = <K extends SettingKey>(tx: Tx, key: K, value: SettingValue<K>) =>
  writeSetting(tx, key, value, SETTING_SCHEMAS[key]);

/** A setting read under a row lock, for a change made in the same transaction. */
export async function lockSetting<K extends SettingKey>(tx: Tx, key: K): Promise<SettingValue<K>> {
  const [row] = await tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .for('update');
  if (!row) throw new AppError(503, 'SETTING_MISSING', `The store is not configured yet (${key})`);
  return SETTING_SCHEMAS[key].parse(row.value) as SettingValue<K>;
}

/**
 * Changes one setting: read locked, `change` gives the new value, which is written with an
 * audit entry (before/after as given by `view`) in one transaction; then the cache state moves.
 */
export async function changeSetting<K extends SettingKey, V>(
  deps: Deps,
  actor: AuditActor,
  key: K,
  change: (current: SettingValue<K>) => SettingValue<K>,
  view: (value: SettingValue<K>) => V,
): Promise<V> {
  const after = await inTransaction(deps.database.db, async (tx) => {
    const current = await lockSetting(tx, key);
    const next = change(current);
    await putSetting(tx, key, next);
    await recordAudit(tx, actor, {
      action: `settings.${key}`,
      entity: 'settings',
      entityId: key,
      before: view(current),
      after: view(next),
    });
    return view(next);
  });
  await bumpCacheState(deps);
  return after;
}

/** An optional setting as stored, else its default. */
async function readOptional<K extends OptionalKey>(db: DbOrTx, key: K): Promise<OptionalValue<K>> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return optionalValue(key, row?.value);
}

/** An optional setting out of readSettingRows, as readOptional answers it. */
export const optionalSettingFrom = <K extends OptionalKey>(rows: SettingRows, key: K) =>
  optionalValue(key, rows.get(key));

function optionalValue<K extends OptionalKey>(key: K, stored: unknown): OptionalValue<K> {
  const { schema, fallback } = OPTIONAL_SETTINGS[key];
  const parsed = schema.safeParse(stored);
  return (parsed.success ? parsed.data : fallback) as OptionalValue<K>;
}

/**
 * Writes an optional setting (the value, or what `change` makes of the current one) with its
 * audit entry, then moves the cache state.
 */
async function saveOptional<K extends OptionalKey>(
  deps: Deps,
  actor: AuditActor,
  key: K,
  next: OptionalValue<K> | ((before: OptionalValue<K>) => OptionalValue<K>),
): Promise<OptionalValue<K>> {
  const after = await inTransaction(deps.database.db, async (tx) => {
    // the row is locked when it exists, so two saves of a change cannot both start from it
    await tx
      .select({ key: settings.key })
      .from(settings)
      .where(eq(settings.key, key))
      .for('update');
    const before = await readOptional(tx, key);
    const body = typeof next === 'function' ? next(before) : next;
    await writeSetting(tx, key, body, OPTIONAL_SETTINGS[key].schema);
    await recordAudit(tx, actor, {
      action: `settings.${key}`,
      entity: 'settings',
      entityId: key,
      before,
      after: body,
    });
    return body;
  });
  await bumpCacheState(deps);
  return after;
}

/** Which sign-in methods the storefront shows (both until the owner says otherwise). */
export const getSignInSettings = (db: DbOrTx): Promise<SignInSettings> =>
  readOptional(db, 'signInMethods');

/**
 * Who is told of new orders and low stock, and the low-stock threshold. Until the store saves
 * them, the owner gets an email per new order at their own address (a saved "off" stays off).
 */
export async function getStaffAlertSettings(db: DbOrTx): Promise<StaffAlertSettings> {
  const [row] = await db
    .select({ key: settings.key })
    .from(settings)
    .where(eq(settings.key, 'staffAlerts'));
  if (row) return readOptional(db, 'staffAlerts');
  const AlertEmail = await ownerEmail(db);
  return { ...DEFAULT_STAFF_ALERT_SETTINGS, AlertEmail, NewOrderMessages: AlertEmail !== '' };
}

export const saveStaffAlertSettings = (deps: Deps, actor: AuditActor, body: StaffAlertSettings) =>
  saveOptional(deps, actor, 'staffAlerts', body);

/** How much one shopper may keep unpaid (DEFAULT_UNPAID_ORDER_LIMITS until the store says). */
export const getUnpaidOrderLimits = (db: DbOrTx): Promise<UnpaidOrderLimits> =>
  readOptional(db, 'unpaidOrderLimits');

const storeView = (s: SettingValue<'storeConfigs'>): StoreDetails => ({
  StoreName: s.StoreName,
  Tagline: s.Tagline,
  LogoUrl: s.LogoUrl,
  SupportPhone: s.SupportPhone,
  SupportEmail: s.SupportEmail,
  SupportHours: s.SupportHours,
  Gstin: s.Gstin,
  LegalName: s.LegalName,
  StoreState: s.StoreState,
  StoreAddress: s.StoreAddress,
  SocialLinks: s.SocialLinks,
  WhatsAppNumber: s.WhatsAppNumber,
});

const codView = (m: SettingValue<'paymentMethods'>): CodSettings => {
  const cod = m.PaymentMethods.find((p) => p.PaymentMethodId === 'cod');
  return {
    IsEnabled: cod?.IsEnabled ?? false,
    MinOrderValue: cod?.MinOrderValue ?? null,
    MaxOrderValue: cod?.MaxOrderValue ?? null,
    Fee: cod?.Fee ?? 0,
  };
};

const platformFeeView = (p: SettingValue<'platformFeeConfigs'>): PlatformFeeSettingsView => ({
  IsEnabled: p.IsEnabled,
  Name: p.Name,
  Description: p.Description,
  Fee: p.Fee,
  GstRate: p.GstRate as PlatformFeeSettingsView['GstRate'],
});

function deliveryView(
  methods: SettingValue<'deliveryMethods'>,
  shipping: SettingValue<'shippingConfigs'>,
): DeliverySettings {
  return {
    Methods: methods.DeliveryMethods.map((m) => {
      const fee = shipping.Fees.find((f) => f.DeliveryMethodId === m.DeliveryMethodId);
      return { ...m, Fee: fee?.Fee ?? 0, FreeAbove: fee?.FreeAbove ?? null };
    }),
  };
}

/** The settings page: everything but the payment settings (owner only). */
export async function readAdminSettings(db: Db, config: Config): Promise<AdminSettings> {
  const [store, methods, shipping, platformFee, payment, signIn, unpaid] = await Promise.all([
    getSetting(db, 'storeConfigs'),
    getSetting(db, 'deliveryMethods'),
    getSetting(db, 'shippingConfigs'),
    getSetting(db, 'platformFeeConfigs'),
    getSetting(db, 'paymentMethods'),
    getSignInSettings(db),
    getUnpaidOrderLimits(db),
  ]);
  return {
    Store: storeView(store),
    Delivery: deliveryView(methods, shipping),
    PlatformFee: platformFeeView(platformFee),
    Cod: codView(payment),
    UnpaidOrders: unpaid,
    SignIn: signIn,
    SignInAvailable: {
      Email: channelAvailable(config, 'email'),
      Phone: channelAvailable(config, 'phone'),
      Provider: config.LOGIN_PROVIDER,
    },
  };
}

const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', message, undefined, [{ Field: field, Message: message }]);

/**
 * The store's name, contacts, address and tax identity. A GSTIN must belong to the store's
 * state; a new one must also carry the right check character (the one already kept is not
 * judged again, so a store can change its name before it fixes an old GSTIN).
 */
export function saveStoreDetails(deps: Deps, actor: AuditActor, body: StoreDetailsBody) {
  return changeSetting(
    deps,
    actor,
    'storeConfigs',
    (current) => {
      if (body.Gstin !== current.Gstin && !gstinChecksumValid(body.Gstin))
        throw invalid('Gstin', 'This GSTIN’s last character does not match: check it for a typo');
      if (!gstinMatchesState(body.Gstin, body.StoreState))
        throw invalid('Gstin', 'The GSTIN’s first two digits must be the store state’s code');
      return { ...current, ...body };
    },
    storeView,
  );
}

/** Keeps a new logo (already re-encoded) and points the store at it. */
export async function saveLogo(deps: Deps, actor: AuditActor, photo: EncodedPhoto) {
  const id = `logo-${randomUUID()}`;
  const after = await inTransaction(deps.database.db, async (tx) => {
    await tx.insert(media).values({
      id,
      contentType: 'image/webp',
      bytes: photo.webp,
      width: photo.width,
      height: photo.height,
    });
    const current = await lockSetting(tx, 'storeConfigs');
    const LogoUrl = mediaUrl(id, 160);
    await putSetting(tx, 'storeConfigs', { ...current, LogoUrl });
    await recordAudit(tx, actor, {
      action: 'settings.logo',
      entity: 'settings',
      entityId: 'storeConfigs',
      before: { LogoUrl: current.LogoUrl },
      after: { LogoUrl },
    });
    return { LogoUrl };
  });
  await bumpCacheState(deps);
  return after;
}

/** Delivery methods with their fees and free-delivery thresholds, kept in their two settings. */
export async function saveDeliverySettings(
  deps: Deps,
  actor: AuditActor,
  body: DeliverySettings,
): Promise<DeliverySettings> {
  const after = await inTransaction(deps.database.db, async (tx) => {
    const methods = await lockSetting(tx, 'deliveryMethods');
    const shipping = await lockSetting(tx, 'shippingConfigs');
    const nextMethods = {
      DeliveryMethods: body.Methods.map(({ Fee: _f, FreeAbove: _a, ...m }) => m),
    };
    const nextShipping = {
      Fees: body.Methods.map((m) => ({
        DeliveryMethodId: m.DeliveryMethodId,
        Fee: m.Fee,
        FreeAbove: m.FreeAbove,
      })),
    };
    await putSetting(tx, 'deliveryMethods', nextMethods);
    await putSetting(tx, 'shippingConfigs', nextShipping);
    const view = deliveryView(nextMethods, nextShipping);
    await recordAudit(tx, actor, {
      action: 'settings.delivery',
      entity: 'settings',
      entityId: 'deliveryMethods',
      before: deliveryView(methods, shipping),
      after: view,
    });
    return view;
  });
  await bumpCacheState(deps);
  return after;
}

export const savePlatformFee = (deps: Deps, actor: AuditActor, body: PlatformFeeSettings) =>
  changeSetting(deps, actor, 'platformFeeConfigs', (c) => ({ ...c, ...body }), platformFeeView);

/** Cash on delivery on or off, its order values and fee (the cod entry of the payment methods). */
export const saveCodSettings = (deps: Deps, actor: AuditActor, body: CodSettings) =>
  changeSetting(
    deps,
    actor,
    'paymentMethods',
    (current) => {
      if (!current.PaymentMethods.some((m) => m.PaymentMethodId === 'cod'))
        throw new AppError(409, 'COD_MISSING', 'This store has no cash on delivery method');
      return {
        PaymentMethods: current.PaymentMethods.map((m) =>
          m.PaymentMethodId === 'cod' ? { ...m, ...body } : m,
        ),
      };
    },
    codView,
  );

/** Which sign-in methods the storefront offers (their secrets stay in the environment). */
export const saveSignInSettings = (deps: Deps, actor: AuditActor, body: SignInSettings) =>
  saveOptional(deps, actor, 'signInMethods', body);

/** How many unpaid orders, and units in them, one shopper may keep open. */
export const saveUnpaidOrderLimits = (deps: Deps, actor: AuditActor, body: UnpaidOrderLimits) =>
  saveOptional(deps, actor, 'unpaidOrderLimits', body);

/** UPI straight to the shop's bank: off, with no UPI ID, until the owner sets it. */
export const getUpiDirectSettings = (db: DbOrTx): Promise<UpiDirectSettings> =>
  readOptional(db, 'upiDirect');

/** The shop's UPI ID, payee name and hold time (payments:settings: the owner only). */
export const saveUpiDirectSettings = (deps: Deps, actor: AuditActor, body: UpiDirectSettings) =>
  saveOptional(deps, actor, 'upiDirect', body);

/** The delivery slots: off, with no windows, until the owner sets them. */
export const getDeliverySlotSettings = (db: DbOrTx): Promise<StoredSlotSettings> =>
  readOptional(db, 'deliverySlots');

/** Saves the delivery slots as `change` makes them from the current ones. */
export const saveDeliverySlotSettings = (
  deps: Deps,
  actor: AuditActor,
  change: (before: StoredSlotSettings) => StoredSlotSettings,
) => saveOptional(deps, actor, 'deliverySlots', change);
