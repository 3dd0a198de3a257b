import { z } from 'zod';

// Order updates on WhatsApp (issue 26, part 3): the shopper's consent, and the template
// messages the store registers in Meta's WhatsApp Manager.

/** What a shopper is told on WhatsApp, one approved template each. */
export const WHATSAPP_EVENTS = [
  'order_placed',
  'order_confirmed',
  'order_shipped',
  'order_out_for_delivery',
  'order_delivered',
  'order_cancelled',
  'refund_credited',
] as const;
export const WhatsAppEvent = z.enum(WHATSAPP_EVENTS);
export type WhatsAppEvent = z.infer<typeof WhatsAppEvent>;

/** The signed-in shopper's consent to order updates on WhatsApp. */
export const WhatsAppConsent = z.object({
  OptedIn: z.boolean(),
  /** when the consent was given; null while not opted in */
  OptedInAt: z.string().nullable(),
  /** the account's mobile the consent was given for (the updates go there) */
  PhoneNumber: z.string().nullable(),
  /** the store sends WhatsApp updates and the account has a mobile to send them to */
  Available: z.boolean(),
});
export type WhatsAppConsent = z.infer<typeof WhatsAppConsent>;

export const WhatsAppConsentBody = z.object({ OptedIn: z.boolean() }).strict();
export type WhatsAppConsentBody = z.infer<typeof WhatsAppConsentBody>;

/** A template the store must register, as the console lists it. */
export const WhatsAppTemplate = z.object({
  Event: WhatsAppEvent,
  Name: z.string(),
  Language: z.string(),
  Category: z.literal('UTILITY'),
  /** the body, with {{1}}, {{2}}... where the parameters go */
  Text: z.string(),
  Parameters: z.array(z.object({ Placeholder: z.string(), Meaning: z.string() })),
});
export type WhatsAppTemplate = z.infer<typeof WhatsAppTemplate>;

export const WhatsAppTemplates = z.object({
  /** WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set */
  Enabled: z.boolean(),
  Templates: z.array(WhatsAppTemplate),
});
export type WhatsAppTemplates = z.infer<typeof WhatsAppTemplates>;
