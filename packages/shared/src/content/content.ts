import { z } from 'zod';
import { PAYMENT_METHOD_IDS } from '../checkout/payment-methods';

// The answers of the store's configuration and content calls.

/** The store's own settings (settings key storeConfigs), as the store owner keeps them. */
export const StoreSettings = z.object({
  StoreName: z.string(),
  Tagline: z.string(),
  LogoUrl: z.string(),
  SupportPhone: z.string(),
  SupportEmail: z.string(),
  SupportHours: z.string(),
  Gstin: z.string(),
  LegalName: z.string(),
  StoreState: z.string().describe('State code of the store, for CGST+SGST versus IGST'),
  StoreAddress: z.string(),
  Currency: z.literal('INR'),
  GaMeasurementId: z.string().nullable().describe('Google Analytics 4 id; null sends nothing'),
  MapApiKey: z
    .string()
    .nullable()
    .describe('Google Maps JavaScript API key; null shows the plain address form, no map'),
  SocialLinks: z.array(z.object({ Name: z.string(), Url: z.string() })),
  /** the store's WhatsApp mobile (10 digits) for "Chat with us"; empty shows no link */
  WhatsAppNumber: z.string().default(''),
});
export type StoreSettings = z.infer<typeof StoreSettings>;

/** The answer of /get-store-configs: the store's settings plus what the server adds. */
export const StoreConfigs = StoreSettings.extend({
  MapSdkUrl: z
    .string()
    .nullable()
    .describe('the Maps JavaScript API script the address form loads; null without MapApiKey'),
});
export type StoreConfigs = z.infer<typeof StoreConfigs>;

export const ProductConfigs = z.object({
  maxAllowedQtyPerProduct: z.number().int().min(1),
});
export type ProductConfigs = z.infer<typeof ProductConfigs>;

export const DeliveryMethod = z.object({
  DeliveryMethodId: z.string(),
  Name: z.string(),
  Description: z.string(),
  EtaDaysMin: z.number().int(),
  EtaDaysMax: z.number().int(),
  IsEnabled: z.boolean(),
});
export const DeliveryMethods = z.object({ DeliveryMethods: z.array(DeliveryMethod) });
export type DeliveryMethod = z.infer<typeof DeliveryMethod>;

export const ShippingConfigs = z.object({
  Fees: z.array(
    z.object({
      DeliveryMethodId: z.string(),
      Fee: z.number().int().min(0).describe('paise'),
      FreeAbove: z
        .number()
        .int()
        .min(0)
        .nullable()
        .describe('item total in paise above which delivery is free'),
    }),
  ),
});
export type ShippingConfigs = z.infer<typeof ShippingConfigs>;

export const PlatformFeeConfigs = z.object({
  IsEnabled: z.boolean(),
  Name: z.string(),
  Description: z.string(),
  Fee: z.number().int().min(0).describe('paise, GST-inclusive'),
  GstRate: z.number().int(),
});
export type PlatformFeeConfigs = z.infer<typeof PlatformFeeConfigs>;

export const PaymentMethod = z.object({
  PaymentMethodId: z.enum(PAYMENT_METHOD_IDS),
  Name: z.string(),
  Description: z.string(),
  IsEnabled: z.boolean(),
  MaxOrderValue: z.number().int().nullable().describe('paise; null means no limit'),
  MinOrderValue: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('paise; null or absent means no minimum (the COD rules of the console)'),
  IsSandbox: z.boolean(),
  IsTestMode: z
    .boolean()
    .default(false)
    .describe('Razorpay with test keys (rzp_test_…): the page shows a "Test mode" label'),
  Fee: z
    .number()
    .int()
    .min(0)
    .default(0)
    .describe('paise added to an order paid this way, GST-inclusive'),
  FeeGstRate: z.number().int().default(18),
  PincodePrefixes: z
    .array(z.string().regex(/^\d{1,6}$/))
    .default([])
    .describe(
      'pincodes (or their first digits) where this method is offered; empty means everywhere',
    ),
});
export const PaymentMethods = z.object({ PaymentMethods: z.array(PaymentMethod) });
export type PaymentMethod = z.infer<typeof PaymentMethod>;

export const HomeBanner = z.object({
  BannerId: z.string(),
  Title: z.string(),
  Subtitle: z.string(),
  MediaId: z.string(),
  LinkUrl: z.string(),
});
export type HomeBanner = z.infer<typeof HomeBanner>;

export const CacheState = z.object({ State: z.string() });
export const AboutUsStatus = z.object({ Status: z.boolean() });
export const PageContent = z.object({ Title: z.string(), Content: z.string().describe('HTML') });
export type PageContent = z.infer<typeof PageContent>;
