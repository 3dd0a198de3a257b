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
