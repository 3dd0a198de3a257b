import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { meOf, mockApi, renderInConsole } from '../../../app/console-test-kit';
import { CategoryForm } from './category-form';

describe('the category editor in the console', () => {
  it("names a bad field in the API's words before any call, then sends the body it takes", async () => {
    const sent: unknown[] = [];
    let closed = false;
    mockApi({
      '/admin/me': meOf('manager'),
      '/admin/categories': { Categories: [] },
      'POST /admin/categories': async (req: Request) => {
        sent.push(await req.json());
        return {};
      },
    });
    renderInConsole(<CategoryForm onClose={() => (closed = true)} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a category' });
    await userEvent.click(within(dialog).getByLabelText('Name'));
    await userEvent.paste('Tea');
    await userEvent.click(within(dialog).getByLabelText('Slug (web address)'));
    await userEvent.paste('Tea Leaves');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Use lower-case letters and digits joined by hyphens, like basmati-rice-5kg',
    );
    expect(sent).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('Slug (web address)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect.poll(() => closed).toBe(true);
    expect(sent).toEqual([
      {
        Name: 'Tea',
        ParentId: null,
        Description: '',
        NameHi: null,
        DescriptionHi: null,
        IsActive: true,
        ReturnWindowDays: 7,
      },
    ]);
  });

  it('sends the Hindi name typed beside the English one, in an input marked as Hindi', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/admin/me': meOf('manager'),
      '/admin/categories': { Categories: [] },
      'POST /admin/categories': async (req: Request) => {
        sent.push(await req.json());
        return {};
      },
    });
    renderInConsole(<CategoryForm onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Add a category' });
    await userEvent.click(within(dialog).getByLabelText('Name'));
    await userEvent.paste('Tea');
    const hindi = within(dialog).getByLabelText('Name in Hindi');
    expect(hindi.getAttribute('lang')).toBe('hi');
    expect(within(dialog).getByLabelText('Description in Hindi').getAttribute('lang')).toBe('hi');
    await userEvent.click(hindi);
    await userEvent.paste('चाय');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect.poll(() => sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ Name: 'Tea', NameHi: 'चाय', DescriptionHi: null });
  });
});
