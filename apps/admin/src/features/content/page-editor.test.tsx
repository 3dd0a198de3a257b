import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPage } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import { activateLanguage } from '../../lib/i18n';
import { PageEditor } from './page-editor';

const PAGE: AdminPage = {
  Slug: 'terms-and-conditions',
  Title: 'Terms and conditions',
  Content: '<p>Prices include GST.</p>',
  IsEnabled: true,
  UpdatedAt: '2026-03-04T18:45:00Z',
};

/** The fake API keeping each saved body. */
function pagesApi() {
  const sent: unknown[] = [];
  mockApi({
    '/admin/me': meOf('manager'),
    'PUT /admin/pages/terms-and-conditions': async (req: Request) => {
      sent.push(await req.json());
      return PAGE;
    },
  });
  return sent;
}

describe('an information page’s editor', () => {
  it('names an empty title in plain words and sends nothing', async () => {
    const sent = pagesApi();
    renderInConsole(<PageEditor page={PAGE} />);
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fill this in')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the title and the page text', async () => {
    const sent = pagesApi();
    renderInConsole(<PageEditor page={PAGE} />);
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'Terms of sale');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => sent)
      .toEqual([{ Title: 'Terms of sale', Content: '<p>Prices include GST.</p>' }]);
  });

  it('reads in Hindi: status, fields, toolbar and buttons, and still saves the page', async () => {
    await activateLanguage('hi');
    const sent = pagesApi();
    renderInConsole(<PageEditor page={PAGE} />);
    expect(screen.getByText('हमेशा दिखता है')).toBeTruthy();
    expect(screen.getByText(/^आख़िरी बार सेव: /)).toBeTruthy();
    const toolbar = screen.getByRole('toolbar', { name: 'फ़ॉर्मैटिंग: पेज का टेक्स्ट' });
    expect(within(toolbar).getByRole('button', { name: 'बोल्ड' })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'नंबर वाली सूची' }).textContent).toBe(
      '1. सूची',
    );
    expect(screen.getByRole('textbox', { name: 'पेज का टेक्स्ट' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ग्राहक को कैसा दिखेगा, देखें' })).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('शीर्षक'));
    await userEvent.type(screen.getByLabelText('शीर्षक'), 'बिक्री की शर्तें');
    await userEvent.click(screen.getByRole('button', { name: 'सेव करें' }));
    await expect
      .poll(() => sent)
      .toEqual([{ Title: 'बिक्री की शर्तें', Content: '<p>Prices include GST.</p>' }]);
  });
});
