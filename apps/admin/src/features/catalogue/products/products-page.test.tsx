import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminProductPage, AdminProductRow } from '@kirana/shared';
import { meOf, mockApi, renderInConsole } from '../../../app/console-test-kit';
import { activateLanguage } from '../../../lib/i18n';
import ProductsPage from './products-page';

const row = (Id: number, Name: string, over: Partial<AdminProductRow> = {}): AdminProductRow => ({
  Id,
  Name,
  Slug: Name.toLowerCase().replace(/\W+/g, '-'),
  Brand: 'Tata',
  CategoryId: 3,
  CategoryName: 'Tea',
  Price: 27_500,
  Mrp: 29_900,
  Stock: 4,
  LowStock: true,
  LowStockLevel: 5,
  OwnLowStockLevel: false,
  HasVariants: false,
  IsActive: true,
  Archived: false,
  IsDeal: false,
  ImageId: null,
  ...over,
});

/** 45 products, 20 a page: the page asked for is the page answered. */
const PAGE = (pageNo: number): AdminProductPage => ({
  Products: [
    row(1, 'Tata Tea Gold 500 g'),
    row(2, 'Tata Tea Premium 1 kg', { HasVariants: true, LowStock: false, IsDeal: true }),
  ],
  TotalCount: 45,
  PageNo: pageNo,
  PageSize: 20,
});

describe('the products list in the console', () => {
  it('goes back to the first page when a filter changes, and asks with the filters', async () => {
    const api = mockApi({
      '/admin/me': meOf('manager'),
      '/admin/categories': { Categories: [] },
      '/admin/products': (_req: Request, url: URL) => PAGE(Number(url.searchParams.get('pageNo'))),
    });
    renderInConsole(<ProductsPage />, { route: '/catalogue' });
    const table = await screen.findByRole('table', { name: 'Products' });
    const tea = within(table).getByText('Tata Tea Gold 500 g').closest('tr')!;
    expect(tea.textContent).toContain('Low');
    expect(within(tea).getByRole('button', { name: 'Price & stock' })).toBeTruthy();
    const premium = within(table).getByText('Tata Tea Premium 1 kg').closest('tr')!;
    expect(within(premium).getByRole('link', { name: 'Edit options' }).getAttribute('href')).toBe(
      '/catalogue/products/2',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(/Page 2 of 3/);
    await userEvent.click(screen.getByLabelText('Low stock only'));
    await screen.findByText(/Page 1 of 3/);
    const asked = api.requests
      .map((r) => new URL(r.url))
      .filter((u) => u.pathname === '/api/admin/products')
      .map((u) => u.search);
    expect(asked).toEqual([
      '?pageNo=1&pageSize=20',
      '?pageNo=2&pageSize=20',
      '?lowStock=true&pageNo=1&pageSize=20',
    ]);
  });

  it('changes the price and stock of a product without options in place', async () => {
    const sent: unknown[] = [];
    mockApi({
      '/admin/me': meOf('manager'),
      '/admin/categories': { Categories: [] },
      '/admin/products': PAGE(1),
      'PATCH /admin/products/1': async (req: Request) => {
        sent.push(await req.json());
        return {};
      },
    });
    renderInConsole(<ProductsPage />, { route: '/catalogue' });
    await userEvent.click(await screen.findByRole('button', { name: 'Price & stock' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Stock').value).toBe('4');
    await userEvent.clear(within(dialog).getByLabelText('MRP (₹)'));
    await userEvent.paste('250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'MRP cannot be below the price',
    );
    expect(sent).toEqual([]);

    await userEvent.clear(within(dialog).getByLabelText('MRP (₹)'));
    await userEvent.paste('299');
    await userEvent.clear(within(dialog).getByLabelText('Stock'));
    await userEvent.paste('10');
    // a stock change asks why (the stock history keeps it)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Say why the stock changes')).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.click(within(dialog).getByLabelText(/Reason for the stock change/));
    await userEvent.paste('counted the shelf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => sent)
      .toEqual([{ Price: 27_500, Mrp: 29_900, Stock: 10, StockReason: 'counted the shelf' }]);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('reads in Hindi: tabs, filters, headers, badges and the quick edit, money as ₹ everywhere', async () => {
    await activateLanguage('hi');
    mockApi({
      '/admin/me': meOf('manager'),
      '/admin/categories': { Categories: [] },
      '/admin/products': PAGE(1),
    });
    renderInConsole(<ProductsPage />, { route: '/catalogue' });
    const table = await screen.findByRole('table', { name: 'प्रोडक्ट' });
    expect(screen.getByRole('heading', { name: 'कैटलॉग' })).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: 'कैटलॉग' });
    expect(within(tabs).getByRole('link', { name: 'बैनर और शेल्फ़' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'प्रोडक्ट जोड़ें' })).toBeTruthy();
    expect(screen.getByLabelText('सिर्फ़ कम स्टॉक वाले')).toBeTruthy();
    expect(screen.getByPlaceholderText('नाम, ब्रांड, स्लग या आईडी')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['फ़ोटो', 'प्रोडक्ट', 'दाम', 'MRP', 'स्टॉक', 'स्थिति', 'बदलाव']);
    const tea = within(table).getByText('Tata Tea Gold 500 g').closest('tr')!;
    expect(tea.textContent).toContain('₹275.00');
    expect(tea.textContent).toContain('कम');
    expect(tea.textContent).toContain('चालू');
    const premium = within(table).getByText('Tata Tea Premium 1 kg').closest('tr')!;
    expect(within(premium).getByRole('link', { name: 'विकल्प बदलें' })).toBeTruthy();
    expect(premium.textContent).toContain('डील');

    await userEvent.click(within(tea).getByRole('button', { name: 'दाम और स्टॉक' }));
    const dialog = screen.getByRole('dialog', { name: 'दाम और स्टॉक: Tata Tea Gold 500 g' });
    await userEvent.clear(within(dialog).getByLabelText('MRP (₹)'));
    await userEvent.paste('250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'सेव करें' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('MRP दाम से कम नहीं हो सकता');
  });

  it('opens on its low-stock filter from the dashboard’s “See all” link, rows compact on a phone', async () => {
    const api = mockApi({
      '/admin/me': meOf('manager'),
      '/admin/categories': { Categories: [] },
      '/admin/products': PAGE(1),
    });
    renderInConsole(<ProductsPage />, { route: '/catalogue?lowStock=true' });
    const table = await screen.findByRole('table', { name: 'Products' });
    expect((screen.getByLabelText('Low stock only') as HTMLInputElement).checked).toBe(true);
    const asked = api.requests
      .map((r) => new URL(r.url))
      .filter((u) => u.pathname === '/api/admin/products');
    expect(asked.at(-1)!.searchParams.get('lowStock')).toBe('true');
    // the phone's compact rows are laid out by the table's own class and each cell's data-col
    expect(table.className).toMatch(/productRows/);
    expect(table.querySelector('td[data-col="image"]')).toBeTruthy();
    // the filter's checkbox sits in a tap area of its own (a label with the box and its words)
    expect(screen.getByLabelText('Low stock only').closest('label')!.className).toMatch(
      /filterCheck/,
    );
  });
});
