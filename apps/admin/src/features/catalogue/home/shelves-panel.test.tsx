import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminShelves } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../../app/console-test-kit';
import { ShelvesPanel } from './shelves-panel';

// A shelf saved in an earlier visit, as GET /admin/home-shelves answers it.
const SHELVES: AdminShelves = {
  Shelves: [
    {
      ShelfId: 'breakfast-picks-a1b2c3',
      Title: 'Breakfast picks',
      Kind: 'products',
      ProductIds: [9, 7],
      CategoryId: null,
      IsActive: true,
      Products: [
        { Id: 9, Name: 'Tata Tea Gold 500 g' },
        { Id: 7, Name: 'Aashirvaad Shudh Chakki Atta 5 kg' },
      ],
    },
  ],
};

describe('the home shelves in the console', () => {
  it("re-opens a saved shelf with its products' names, in order, and saves the same ids", async () => {
    const saved: unknown[] = [];
    mockApi({
      '/admin/me': meOf('manager'),
      '/admin/categories': { Categories: [] },
      'GET /admin/home-shelves': SHELVES,
      'PATCH /admin/home-shelves/breakfast-picks-a1b2c3': async (req: Request) => {
        saved.push(await req.json());
        return SHELVES.Shelves[0];
      },
    });
    renderInConsole(<ShelvesPanel />);
    await screen.findByText('Breakfast picks');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the shelf' });
    const chosen = within(dialog).getByRole('list', { name: 'Chosen products' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.firstChild?.textContent),
    ).toEqual(['Tata Tea Gold 500 g', 'Aashirvaad Shudh Chakki Atta 5 kg']);
    expect(dialog.textContent).not.toContain('Product #');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => saved)
      .toEqual([{ Title: 'Breakfast picks', Kind: 'products', ProductIds: [9, 7] }]);
  });
});
