import { UpiDirectSettings } from '../../upi/upi';
import { z } from 'zod';
import { EDITABLE_PAYMENT_METHODS } from '../../checkout/payment-methods';
import { INDIAN_STATE_CODES, MOBILE_RE, normaliseMobile } from '../../common/india';
import { int4, multiLineText, text } from '../../common/input';
import { GSTIN_RE } from '../../common/gst-state-codes';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../common/languages';

// The console's settings calls: store details, delivery and fees, COD, sign-in methods,
// payment settings and delivery areas.

const Paise = int4(0, 100_000_000);

/** The store's WhatsApp number: an Indian mobile (written with +91 or 0 if liked), or empty. */
const WhatsAppNumber = text()
  .trim()
  .transform(normaliseMobile)
  .refine(
    (s) => s === '' || MOBILE_RE.test(s),
    'Enter a 10-digit Indian mobile, or leave it empty',
  );

/** A store's name is at least 2 characters ("K" alone is not a name shoppers can know). */
export const STORE_NAME_MESSAGE = 'Enter the store’s name, at least 2 characters';

/** The store details an owner edits (the logo has its own upload). */
export const StoreDetailsBody = z
  .object({
    StoreName: text().trim().min(2, STORE_NAME_MESSAGE).max(60),
    Tagline: text().trim().max(120),
    SupportPhone: text().trim().min(1).max(30),
    SupportEmail: text().trim().max(254).pipe(z.email('Enter a valid email address')),
    SupportHours: text().trim().max(80),
    Gstin: text()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(GSTIN_RE, 'A GSTIN is 15 characters, like 29ABCDE1234F1Z5')),
    LegalName: text().trim().min(1).max(120),
    StoreState: z.enum(INDIAN_STATE_CODES),
    StoreAddress: multiLineText().trim().min(1).max(300),
    SocialLinks: z
      .array(
        z.object({
          Name: text().trim().min(1).max(30),
          Url: z.url({ protocol: /^https$/, error: 'Use an https:// link' }).max(300),
        }),
      )
      .max(8),
    WhatsAppNumber: WhatsAppNumber.optional().describe(
      'shown as "Chat with us on WhatsApp" on the order and contact pages; empty: no link',
    ),
  })
  .strict();
export type StoreDetailsBody = z.infer<typeof StoreDetailsBody>;

/** The store details as the console reads them (an answer: no input transforms). */
export const StoreDetails = z.object({
  StoreName: z.string(),
  Tagline: z.string(),
  LogoUrl: z.string(),
  SupportPhone: z.string(),
  SupportEmail: z.string(),
  SupportHours: z.string(),
  Gstin: z.string(),
  LegalName: z.string(),
  StoreState: z.string(),
  StoreAddress: z.string(),
  SocialLinks: z.array(z.object({ Name: z.string(), Url: z.string() })),
  WhatsAppNumber: z.string(),
});
export type StoreDetails = z.infer<typeof StoreDetails>;

/** One delivery method with its fee and free-delivery threshold. */
export const DeliveryOptionSetting = z
  .object({
    DeliveryMethodId: z.string().regex(/^[a-z][a-z0-9-]{1,29}$/, 'lower-case letters and digits'),
    Name: text().trim().min(1).max(60),
    Description: text().trim().max(160),
    EtaDaysMin: int4(0, 30),
    EtaDaysMax: int4(0, 30),
    IsEnabled: z.boolean(),
    Fee: Paise.describe('paise, GST-inclusive'),
    FreeAbove: Paise.nullable().describe('item total in paise from which delivery is free'),
  })
  .strict()
  .refine((m) => m.EtaDaysMin <= m.EtaDaysMax, {
    path: ['EtaDaysMax'],
    message: 'The latest day cannot come before the earliest',
  });
export type DeliveryOptionSetting = z.infer<typeof DeliveryOptionSetting>;

export const DeliverySettings = z
  .object({ Methods: z.array(DeliveryOptionSetting).min(1).max(10) })
  .strict()
  .refine((d) => d.Methods.some((m) => m.IsEnabled), {
    path: ['Methods'],
    message: 'Keep at least one delivery method on',
  })
  .refine((d) => new Set(d.Methods.map((m) => m.DeliveryMethodId)).size === d.Methods.length, {
    path: ['Methods'],
    message: 'Each delivery method needs its own id',
  });
export type DeliverySettings = z.infer<typeof DeliverySettings>;

/**
 * The GST rates a fee may be saved with: today's slabs that a service takes (fees are normally
 * 18 %). 12 and 28 % ended on 22 September 2025: a fee saved with one before still reads so,
 * and is refused until another rate is chosen.
 */
export const FEE_GST_RATES = [0, 5, 18, 40] as const;
export const FEE_GST_RATES_KEPT = [0, 5, 12, 18, 28, 40] as const;

export const PlatformFeeSettings = z
  .object({
    IsEnabled: z.boolean(),
    Name: text().trim().min(1).max(40),
    Description: text().trim().max(160),
    Fee: Paise.describe('paise, GST-inclusive'),
    GstRate: z
      .number()
      .refine(
        (r) => (FEE_GST_RATES as readonly number[]).includes(r),
        'must be 0, 5, 18 or 40 (12 and 28 % are no longer GST slabs since 22 September 2025)',
      )
      .describe('percent: 0, 5, 18 or 40 (fees are normally 18)'),
  })
  .strict();
export type PlatformFeeSettings = z.infer<typeof PlatformFeeSettings>;

/** The platform fee as kept: a rate of 12 or 28 % saved before the slabs changed still reads. */
export const PlatformFeeSettingsView = PlatformFeeSettings.extend({
  GstRate: z
    .union(FEE_GST_RATES_KEPT.map((r) => z.literal(r)))
    .describe('percent; 12 or 28 only as saved before 22 September 2025'),
});
export type PlatformFeeSettingsView = z.infer<typeof PlatformFeeSettingsView>;

/** Cash on delivery: on or off, the order values it is offered for, and its fee. */
export const CodSettings = z
  .object({
    IsEnabled: z.boolean(),
    MinOrderValue: Paise.nullable().describe('paise; null = no minimum'),
    MaxOrderValue: Paise.nullable().describe('paise; null = no limit'),
    Fee: Paise.describe('paise added to a COD order, GST-inclusive'),
  })
  .strict()
  .refine(
    (c) =>
      c.MinOrderValue === null || c.MaxOrderValue === null || c.MinOrderValue < c.MaxOrderValue,
    { path: ['MaxOrderValue'], message: 'The maximum must be above the minimum' },
  );
export type CodSettings = z.infer<typeof CodSettings>;

/** Which sign-in methods the storefront shows; the providers' secrets stay in the environment. */
export const SignInSettings = z
  .object({
    EmailLoginEnabled: z.boolean(),
    PhoneLoginEnabled: z.boolean(),
  })
  .strict()
  .refine((s) => s.EmailLoginEnabled || s.PhoneLoginEnabled, {
    path: ['EmailLoginEnabled'],
    message: 'Keep at least one way to sign in',
  });
export type SignInSettings = z.infer<typeof SignInSettings>;

/**
 * How much one shopper may keep waiting unpaid (online orders awaiting payment, cash on delivery
 * before the cash): so no one holds a product's stock with a pile of orders they never pay.
 */
export const UnpaidOrderLimits = z
  .object({
    MaxUnpaidOrders: z
      .number({ error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(1, 'At least 1')
      .max(100, 'At most 100')
      .describe('open unpaid orders one shopper may have'),
    MaxUnpaidUnits: z
      .number({ error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(1, 'At least 1')
      .max(10_000, 'At most 10,000')
      .describe('units those orders may hold together'),
  })
  .strict();
export type UnpaidOrderLimits = z.infer<typeof UnpaidOrderLimits>;
/**
 * The limits until the store sets its own: more than a household keeps waiting for delivery
 * (ten orders; ten lines at the usual most of 10 each), far less than a shelf's stock.
 */
export const DEFAULT_UNPAID_ORDER_LIMITS: UnpaidOrderLimits = {
  MaxUnpaidOrders: 10,
  MaxUnpaidUnits: 100,
};

/**
 * Who hears of the shop's news besides the open console: an email and/or mobile told of each new
 * order and of a size running low (empty: nobody), and the stock at or below which a size is low.
 */
export const StaffAlertSettings = z
  .object({
    AlertEmail: text()
      .trim()
      .max(254)
      .pipe(z.union([z.literal(''), z.email('Enter a valid email address')])),
    AlertMobile: text()
      .transform(normaliseMobile)
      .pipe(
        z.union([
          z.literal(''),
          z.string().regex(MOBILE_RE, 'Enter a valid 10-digit mobile number'),
        ]),
      ),
    NewOrderMessages: z.boolean().describe('a message to the email/mobile for every new order'),
    LowStockThreshold: z
      .number({ error: 'Enter a whole number' })
      .int('Enter a whole number')
      .min(0, 'Enter 0 (no alerts) or more')
      .max(100_000, 'Enter at most 100000')
      .describe(
        'a size whose stock falls to this or below is reported once until restocked; 0: off',
      ),
    AlertLanguage: z
      .enum(LANGUAGES)
      .default(DEFAULT_LANGUAGE)
      .describe("the language the alerts are written in (the store's language for its staff)"),
  })
  .strict();
export type StaffAlertSettings = z.infer<typeof StaffAlertSettings>;
/** The alert settings as answered (as kept: the mobile without +91). */
export const StaffAlertSettingsAnswer = z.object({
  AlertEmail: z.string(),
  AlertMobile: z.string(),
  NewOrderMessages: z.boolean(),
  LowStockThreshold: z.number().int(),
  AlertLanguage: z.enum(LANGUAGES),
});
export const DEFAULT_STAFF_ALERT_SETTINGS: StaffAlertSettings = {
  AlertEmail: '',
  AlertMobile: '',
  NewOrderMessages: false,
  LowStockThreshold: 5,
  AlertLanguage: DEFAULT_LANGUAGE,
};

/** The settings page's read: everything but payment settings. */
export const AdminSettings = z.object({
  Store: StoreDetails,
  Delivery: z.object({ Methods: z.array(DeliveryOptionSetting) }),
  PlatformFee: PlatformFeeSettingsView,
  Cod: CodSettings,
  UnpaidOrders: UnpaidOrderLimits,
  SignIn: SignInSettings,
  SignInAvailable: z
    .object({ Email: z.boolean(), Phone: z.boolean(), Provider: z.string() })
    .describe('what the server can send (from its environment): a method it cannot send stays off'),
});
export type AdminSettings = z.infer<typeof AdminSettings>;

/** One online or wallet payment method as the owner keeps it (COD has its own rules). */
export const PaymentMethodSetting = z
  .object({
    PaymentMethodId: z.enum(EDITABLE_PAYMENT_METHODS),
    Name: text().trim().min(1).max(60),
    Description: text().trim().max(160),
    IsEnabled: z.boolean(),
    MaxOrderValue: Paise.nullable(),
  })
  .strict();
export type PaymentMethodSetting = z.infer<typeof PaymentMethodSetting>;

export const PaymentSettingsBody = z
  .object({ Methods: z.array(PaymentMethodSetting).min(1).max(3) })
  .strict()
  .refine((b) => new Set(b.Methods.map((m) => m.PaymentMethodId)).size === b.Methods.length, {
    path: ['Methods'],
    message: 'Each payment method once',
  });
export type PaymentSettingsBody = z.infer<typeof PaymentSettingsBody>;

export const PaymentSettings = z.object({
  Methods: z.array(
    PaymentMethodSetting.extend({
      IsConfigured: z
        .boolean()
        .describe(
          'Razorpay: connected (keys in the environment or from the console); sandbox: switched on',
        ),
    }),
  ),
  Upi: UpiDirectSettings,
});
export type PaymentSettings = z.infer<typeof PaymentSettings>;

/** Delivery areas as the console lists them. */
export const DeliveryAreaList = z.object({
  Areas: z.array(
    z.object({
      Prefix: z.string(),
      Place: z.string().nullable(),
      Days: z.number().int(),
      CutoffHour: z.number().int().nullable(),
      IsActive: z.boolean(),
    }),
  ),
});
export type DeliveryAreaList = z.infer<typeof DeliveryAreaList>;

export const DeliveryAreasCsvBody = z
  .object({
    Csv: multiLineText()
      .max(1_500_000)
      .describe('the file: pincode_prefix,days,cutoff_hour,active[,place], then one area a line'),
  })
  .strict();
export const DeliveryAreasCsvAnswer = z.object({
  Count: z.number().int(),
  CanUndo: z.boolean().optional().describe('the set before this upload is kept for one undo'),
});

const AreaShown = z.object({
  Prefix: z.string(),
  Place: z.string().nullable(),
  Days: z.number().int(),
  CutoffHour: z.number().int().nullable(),
  IsActive: z.boolean(),
});

/** What a CSV would do to the delivery areas, before anything is changed. */
export const DeliveryAreasPreview = z.object({
  Added: z.array(AreaShown),
  Changed: z.array(z.object({ Before: AreaShown, After: AreaShown })),
  Removed: z.array(AreaShown),
  Unchanged: z.number().int(),
  /** active areas that would stop taking orders (removed, or changed to inactive) */
  Stopping: z.number().int(),
  /** true when many active areas would stop: the console asks twice */
  ManyStop: z.boolean(),
});
export type DeliveryAreasPreview = z.infer<typeof DeliveryAreasPreview>;

/** One area written on screen: its prefix is in the path. */
export const DeliveryAreaBody = z
  .object({
    Place: text().trim().max(80).nullable(),
    Days: z.number().int().min(0).max(30),
    CutoffHour: z.number().int().min(1).max(23).nullable(),
    IsActive: z.boolean(),
  })
  .strict();
export type DeliveryAreaBody = z.infer<typeof DeliveryAreaBody>;

export const DeliveryAreaParams = z.object({
  prefix: z.string().regex(/^[1-9]\d{0,5}$/, '1 to 6 digits, not starting with 0'),
});

/** Whether an undo of the last upload is there. */
export const DeliveryAreasUndoState = z.object({ CanUndo: z.boolean() });

/** A line the CSV upload refused: nothing was changed. */
export const CsvLineError = z.object({ Line: z.number().int(), Message: z.string() });
export type CsvLineError = z.infer<typeof CsvLineError>;

export const LogoAnswer = z.object({ LogoUrl: z.string() });
