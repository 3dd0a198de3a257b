// Settings › WhatsApp in Hindi after the console's language switch; the templates themselves
// (names, texts, language codes) stay as Meta registers them.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WhatsAppTemplates } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import { TemplatesPanel } from './templates-panel';

const TEMPLATES: WhatsAppTemplates = {
  Enabled: true,
  Templates: [
    {
      Event: 'order_placed',
      Name: 'order_placed',
      Language: 'hi',
      Category: 'UTILITY',
      Text: 'नमस्ते {{1}}, आपका ऑर्डर {{2}} मिल गया।',
      Parameters: [{ Placeholder: '{{1}}', Meaning: 'the shopper’s name' }],
    },
  ],
};

describe('the WhatsApp templates in Hindi', () => {
  it('explains the templates and names the copy button in Hindi', async () => {
    await activateLanguage('hi');
    mockApi({ '/admin/me': meOf('manager'), '/admin/whatsapp/templates': TEMPLATES });
    renderInConsole(<TemplatesPanel />);
    const card = await screen.findByRole('region', { name: 'order_placed (hi)' });
    expect(screen.getByText(/ऑर्डर अपडेट WhatsApp पर जाते हैं।/)).toBeTruthy();
    expect(screen.getByText(/Meta की मंज़ूरी के बाद/)).toBeTruthy();
    const copy = within(card).getByRole('button', { name: 'order_placed (hi) का टेक्स्ट कॉपी करें' });
    expect(within(copy).getByText('टेक्स्ट कॉपी करें')).toBeTruthy();
  });
});
