import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { WhatsAppTemplates } from '@kirana/shared';
import { openSettings } from '../settings/settings-test-kit';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { TemplatesPanel } from './templates-panel';

const TEMPLATES: WhatsAppTemplates = {
  Enabled: false,
  Templates: [
    {
      Event: 'order_placed',
      Name: 'order_placed',
      Language: 'en',
      Category: 'UTILITY',
      Text: 'Hi {{1}}, we have your order {{2}} for {{3}}.',
      Parameters: [
        { Placeholder: '{{1}}', Meaning: 'the shopper’s name' },
        { Placeholder: '{{2}}', Meaning: 'the order number' },
        { Placeholder: '{{3}}', Meaning: 'the amount payable' },
      ],
    },
  ],
};

describe('Settings › WhatsApp: the templates to register', () => {
  it('lists each template’s name, language, text and parameters, and copies its text', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockApi({ '/admin/me': meOf('manager'), '/admin/whatsapp/templates': TEMPLATES });
    renderInConsole(<TemplatesPanel />);
    const card = await screen.findByRole('region', { name: 'order_placed (en)' });
    expect(within(card).getByText('en · UTILITY')).toBeTruthy();
    expect(within(card).getByText('Hi {{1}}, we have your order {{2}} for {{3}}.')).toBeTruthy();
    expect(within(card).getByText('the order number')).toBeTruthy();
    expect(screen.getByText(/WhatsApp updates are off/)).toBeTruthy();
    await userEvent.click(
      within(card).getByRole('button', { name: 'Copy the text of order_placed (en)' }),
    );
    expect(writeText).toHaveBeenCalledWith('Hi {{1}}, we have your order {{2}} for {{3}}.');
    expect(await within(card).findByText('Copied')).toBeTruthy();
  });

  it('shows the empty and the error states', async () => {
    mockApi({
      '/admin/me': meOf('manager'),
      '/admin/whatsapp/templates': { Enabled: true, Templates: [] },
    });
    const { unmount } = renderInConsole(<TemplatesPanel />);
    expect(await screen.findByText('No templates to register')).toBeTruthy();
    unmount();
    mockApi({
      '/admin/me': meOf('manager'),
      '/admin/whatsapp/templates': HttpResponse.json(
        { Code: 'FORBIDDEN', Message: 'You may not do this' },
        { status: 403 },
      ),
    });
    renderInConsole(<TemplatesPanel />);
    expect(await screen.findByText('This could not be loaded')).toBeTruthy();
  });

  it('is a tab of the settings', async () => {
    openSettings('whatsapp', '/admin/settings/store');
    mockApi({ '/admin/whatsapp/templates': TEMPLATES });
    await waitFor(() => expect(screen.getByRole('link', { name: 'WhatsApp' })).toBeTruthy());
    expect(await screen.findByRole('region', { name: 'order_placed (en)' })).toBeTruthy();
  });
});
