import { formatInr, type WhatsAppEvent, type WhatsAppTemplate } from '@kirana/shared';

// The template messages the store registers in WhatsApp Manager (category Utility), one per
// event: the body text with {{n}} placeholders, and what goes into each.

/** What an update's parameters are made of: the order's, or for a refund the refund's amount. */
export interface UpdateFacts {
  orderNumber: string;
  amountPaise: number;
  carrier?: string | null;
  trackingNumber?: string | null;
}

interface Parameter {
  meaning: string;
  value: (f: UpdateFacts) => string;
}
interface TemplateDef {
  name: string;
  text: string;
  parameters: Parameter[];
}

const ORDER_NUMBER: Parameter = { meaning: 'the order number', value: (f) => f.orderNumber };
const AMOUNT_PAYABLE: Parameter = {
  meaning: 'the order’s amount payable, in rupees (₹1,234.00)',
  value: (f) => formatInr(f.amountPaise),
};

export const TEMPLATES: Record<WhatsAppEvent, TemplateDef> = {
  order_placed: {
    name: 'kirana_order_placed',
    text: 'Thank you! Your order {{1}} of {{2}} is placed. We will confirm it shortly and tell you when it ships.',
    parameters: [ORDER_NUMBER, AMOUNT_PAYABLE],
  },
  order_confirmed: {
    name: 'kirana_order_confirmed',
    text: 'Your order {{1}} is confirmed. We are getting it ready.',
    parameters: [ORDER_NUMBER],
  },
  order_shipped: {
    name: 'kirana_order_shipped',
    text: 'Your order {{1}} has shipped with {{2}}. Tracking number: {{3}}.',
    parameters: [
      ORDER_NUMBER,
      { meaning: 'the carrier', value: (f) => f.carrier || '-' },
      { meaning: 'the carrier’s tracking number', value: (f) => f.trackingNumber || '-' },
    ],
  },
  order_out_for_delivery: {
    name: 'kirana_order_out_for_delivery',
    text: 'Your order {{1}} is out for delivery and will reach you today.',
    parameters: [ORDER_NUMBER],
  },
  order_delivered: {
    name: 'kirana_order_delivered',
    text: 'Your order {{1}} was delivered. Thank you for shopping with us.',
    parameters: [ORDER_NUMBER],
  },
  order_cancelled: {
    name: 'kirana_order_cancelled',
    text: 'Your order {{1}} is cancelled. Anything held for it has been released.',
    parameters: [ORDER_NUMBER],
  },
  refund_credited: {
    name: 'kirana_refund_credited',
    text: 'Your refund of {{1}} for order {{2}} is paid out. Money sent back to a card or UPI app may take 5–7 working days to show.',
    parameters: [
      {
        meaning: 'the refund’s amount, in rupees (₹1,234.00)',
        value: (f) => formatInr(f.amountPaise),
      },
      ORDER_NUMBER,
    ],
  },
};

/** The template's parameters for these facts, in placeholder order. */
export const parametersOf = (event: WhatsAppEvent, facts: UpdateFacts): string[] =>
  TEMPLATES[event].parameters.map((p) => p.value(facts));

/** The template's text with its parameters put in (the SMS sent when WhatsApp fails). */
export const renderTemplate = (event: WhatsAppEvent, parameters: readonly string[]): string =>
  TEMPLATES[event].text.replace(
    /\{\{(\d+)\}\}/g,
    (_, n: string) => parameters[Number(n) - 1] ?? '',
  );

/** Every template in every language, as the console lists them for WhatsApp Manager. */
export const templatesToRegister = (languages: readonly string[]): WhatsAppTemplate[] =>
  languages.flatMap((language) =>
    Object.entries(TEMPLATES).map(([event, t]) => ({
      Event: event as WhatsAppEvent,
      Name: t.name,
      Language: language,
      Category: 'UTILITY' as const,
      Text: t.text,
      Parameters: t.parameters.map((p, i) => ({ Placeholder: `{{${i + 1}}}`, Meaning: p.meaning })),
    })),
  );
