/** A 10-digit mobile shown as "98xxxxxx10": enough to recognise it, not to copy it. */
export const maskedMobile = (mobile: string): string =>
  mobile.length > 4
    ? `${mobile.slice(0, 2)}${'x'.repeat(mobile.length - 4)}${mobile.slice(-2)}`
    : mobile;

/** "Chat with us on WhatsApp": the store's Indian mobile with its country code, and a first message. */
export const whatsAppChatUrl = (storeMobile: string, text: string): string =>
  `https://wa.me/91${storeMobile}?text=${encodeURIComponent(text)}`;
