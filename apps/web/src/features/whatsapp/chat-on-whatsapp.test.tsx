import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithStore, BOOT_ANSWERS, STORE_CONFIGS } from '../../app/test-utils';
import ContactPage from '../content/pages/contact-page';
import { ChatOnWhatsApp } from './components/chat-on-whatsapp';

const withNumber = (WhatsAppNumber: string) =>
  mockApi({ ...BOOT_ANSWERS, '/get-store-configs': { ...STORE_CONFIGS, WhatsAppNumber } });

describe('“Chat with us on WhatsApp”', () => {
  it('on the order page: wa.me with the store’s number and the order number, URL-encoded', async () => {
    withNumber('9876543210');
    renderWithStore(<ChatOnWhatsApp text="Order KRN-2611-000001" />);
    const link = await screen.findByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(link.getAttribute('href')).toBe(
      'https://wa.me/919876543210?text=Order%20KRN-2611-000001',
    );
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('on the contact page with a greeting; no link while the store set no number', async () => {
    withNumber('9876543210');
    const view = renderWithStore(<ContactPage />);
    const link = await screen.findByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(link.getAttribute('href')).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent('Hello Kirana, I need help.')}`,
    );
    view.unmount();
    withNumber('');
    renderWithStore(<ContactPage />);
    expect(await screen.findByText('Write to us')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Chat with us on WhatsApp' })).toBeNull();
  });
});

describe('the contact page in Hindi', () => {
  it('draws its labels and form in Hindi, and greets the store in Hindi on WhatsApp', async () => {
    withNumber('9876543210');
    renderWithStore(<ContactPage />, { language: 'hi' });
    const link = await screen.findByRole('link', { name: 'WhatsApp पर हमसे चैट करें' });
    expect(link.getAttribute('href')).toBe(
      `https://wa.me/919876543210?text=${encodeURIComponent('नमस्ते Kirana, मुझे मदद चाहिए।')}`,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeTruthy();
    expect(screen.getByText('सपोर्ट का समय')).toBeTruthy();
    expect(screen.getByLabelText('मोबाइल नंबर (ज़रूरी नहीं)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'हमें लिखें' })).toBeTruthy();
    expect(document.body.textContent).toContain('GSTIN 29AABCK1234M1ZG');
  });

  it('writes the email’s subject and labels in the page’s language', async () => {
    const { contactMailto } = await import('../content/pages/contact-page');
    const { testI18n } = await import('../../app/test-utils');
    const { translatorOf } = await import('../../lib/i18n');
    const href = contactMailto(
      'support@kirana.example',
      { name: 'आशा', phone: '', orderId: 'KRN-1', message: 'दाल नहीं आई' },
      translatorOf(testI18n('hi')),
    );
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('ऑर्डर KRN-1 के बारे में मदद');
    expect(url.searchParams.get('body')).toBe('दाल नहीं आई\nनाम: आशा\nऑर्डर: KRN-1');
  });
});
