import { describe, expect, it } from 'vitest';
import { maskedMobile, whatsAppChatUrl } from './chat-link';

describe('WhatsApp links and numbers', () => {
  it('masks a mobile to its first and last two digits', () => {
    expect(maskedMobile('9876543210')).toBe('98xxxxxx10');
  });

  it('links wa.me with +91 and the text URL-encoded', () => {
    expect(whatsAppChatUrl('9876543210', 'Order KIR-12 & more?')).toBe(
      'https://wa.me/919876543210?text=Order%20KIR-12%20%26%20more%3F',
    );
  });
});
