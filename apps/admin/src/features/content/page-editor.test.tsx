import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPage } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
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
  it('names an empty title in the API’s words and sends nothing', async () => {
    const sent = pagesApi();
    renderInConsole(<PageEditor page={PAGE} />);
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Too small: expected string to have >=1 characters'),
    ).toBeTruthy();
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
});
