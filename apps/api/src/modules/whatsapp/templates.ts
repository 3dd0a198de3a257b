import {
  formatInr,
  type Language,
  type WhatsAppEvent,
  type WhatsAppTemplate,
} from '@kirana/shared';
import { messagesIn } from '../../lib/i18n/server-messages';

// The template messages the store registers in WhatsApp Manager (category Utility), one per
// event and language: the body text from the catalogue (`whatsapp.<event>`, in
// locales/<language>/whatsapp.json, with {p1}, {p2}... where WhatsApp has {{1}}, {{2}}...), and
// what goes into each placeholder.

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
    parameters: [ORDER_NUMBER, AMOUNT_PAYABLE],
  },
  order_confirmed: {
    name: 'kirana_order_confirmed',
    parameters: [ORDER_NUMBER],
  },
  order_shipped: {
    name: 'kirana_order_shipped',
    parameters: [
      ORDER_NUMBER,
      { meaning: 'the carrier', value: (f) => f.carrier || '-' },
      { meaning: 'the carrier’s tracking number', value: (f) => f.trackingNumber || '-' },
    ],
  },
  order_out_for_delivery: {
    name: 'kirana_order_out_for_delivery',
    parameters: [ORDER_NUMBER],
  },
  order_delivered: {
    name: 'kirana_order_delivered',
    parameters: [ORDER_NUMBER],
  },
  order_cancelled: {
    name: 'kirana_order_cancelled',
    parameters: [ORDER_NUMBER],
  },
  refund_credited: {
    name: 'kirana_refund_credited',
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

/** The template's text in `language` with its parameters put in (the SMS sent when WhatsApp fails). */
export const renderTemplate = (
  event: WhatsAppEvent,
  parameters: readonly string[],
  language: Language = 'en',
): string =>
  messagesIn(language)(
    `whatsapp.${event}`,
    Object.fromEntries(parameters.map((value, i) => [`p${i + 1}`, value])),
  );

/** The text as registered in WhatsApp Manager: `{{1}}`, `{{2}}`... where the parameters go. */
const registeredText = (event: WhatsAppEvent, language: Language): string =>
  renderTemplate(
    event,
    TEMPLATES[event].parameters.map((_, i) => `{{${i + 1}}}`),
    language,
  );

/** Every template in every language, as the console lists them for WhatsApp Manager. */
export const templatesToRegister = (languages: readonly Language[]): WhatsAppTemplate[] =>
  languages.flatMap((language) =>
    Object.entries(TEMPLATES).map(([event, t]) => ({
      Event: event as WhatsAppEvent,
      Name: t.name,
      Language: language,
      Category: 'UTILITY' as const,
      Text: registeredText(event as WhatsAppEvent, language),
      Parameters: t.parameters.map((p, i) => ({ Placeholder: `{{${i + 1}}}`, Meaning: p.meaning })),
    })),
  );
