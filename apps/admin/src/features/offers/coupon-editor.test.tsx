import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCategories, AdminCategory, AdminCoupon } from '@kirana/shared';
import { Route, Routes } from 'react-router';
import { meOf, mockApi, renderInConsole } from '../../app/console-test-kit';
import CouponEditor from './coupon-editor';
import CouponsPage from './coupons-page';

const category = (
  Id: number,
  Name: string,
  ParentId: number | null,
  IsActive = true,
): AdminCategory => ({
  Id,
  Name,
  Slug: Name.toLowerCase().replace(/\W+/g, '-'),
  ParentId,
  Depth: ParentId === null ? 0 : 1,
  Description: '',
  ImageId: null,
  IsActive,
  Position: Id,
  NameHi: null,
  DescriptionHi: null,
  ReturnWindowDays: 7,
  ProductCount: 4,
});

// GET /admin/categories: depth first; Winter Sale is hidden, and so is Shawls below it
const CATEGORIES: AdminCategories = {
  Categories: [
    category(1, 'Snacks & Namkeen', null),
    category(2, 'Namkeen & Bhujia', 1),
    category(3, 'Biscuits', 1),
    category(4, 'Tea & Coffee', null),
    category(5, 'Tea', 4),
    category(6, 'Winter Sale', null, false),
    category(7, 'Shawls', 6),
  ],
};

const COUPON: AdminCoupon = {
  CouponId: 12,
  Code: 'CHAI20',
  Title: '20% off tea and snacks',
  Description: '',
  Kind: 'percent',
  Value: 20,
  MaxDiscount: 10000,
  MinOrderValue: 0,
  StartsAt: null,
  EndsAt: null,
  TotalLimit: null,
  PerUserLimit: 1,
  FirstOrderOnly: false,
  PaymentMethods: [],
  CategoryIds: [4, 6],
  Categories: [
    { Id: 4, Name: 'Tea & Coffee', IsVisible: true },
    { Id: 6, Name: 'Winter Sale', IsVisible: false },
  ],
  ScopeLabel: 'Tea & Coffee and Winter Sale',
  IsActive: true,
  UsedCount: 0,
  TopShopperUses: 0,
  Status: 'active',
  CreatedAt: '2026-03-04T18:45:00Z',
};

/** The fake API with the coupon calls; answers each POST body as it keeps it. */
function consoleApi() {
  const sent: unknown[] = [];
  mockApi({
    '/admin/me': meOf('manager'),
    '/admin/categories': CATEGORIES,
    'GET /admin/coupons': {
      Coupons: [
        COUPON,
        {
          ...COUPON,
          CouponId: 13,
          Code: 'ALL50',
          CategoryIds: [],
          Categories: [],
          ScopeLabel: null,
        },
      ],
    },
    'POST /admin/coupons': async (req: Request) => {
      sent.push(await req.json());
      return COUPON;
    },
    'PATCH /admin/coupons/12': async (req: Request) => {
      sent.push(await req.json());
      return COUPON;
    },
  });
  return sent;
}

/** Types into each labelled field (pasted: one event each, quick on a busy machine). */
async function fill(fields: Record<string, string>) {
  for (const [label, text] of Object.entries(fields)) {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(text);
  }
}

/** Types the coupon's code, title and amount. */
async function fillTerms() {
  await screen.findByLabelText('Code');
  await fill({ Code: 'chai20', Title: '₹20 off tea', 'Amount off (₹)': '20' });
}

const chips = () =>
  within(screen.getByRole('list', { name: 'Chosen categories' }))
    .queryAllByRole('listitem')
    .map((li) => li.textContent?.replace('×', ''));

describe('the coupon editor in the console', () => {
  it('limits a new coupon to the categories picked, a parent covering those below it', async () => {
    const sent = consoleApi();
    renderInConsole(<CouponEditor />, { route: '/coupons/new' });
    await fillTerms();
    expect(screen.getByRole('radio', { name: 'All products' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Only some categories' }));

    const tick = async (name: string) =>
      userEvent.click(await screen.findByRole('checkbox', { name }));
    await tick('Biscuits');
    await tick('Tea');
    await tick('All of Tea & Coffee');
    expect(chips()).toEqual(['Biscuits', 'Tea & Coffee']);
    const tea = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Tea' });
    expect([tea.checked, tea.disabled]).toEqual([true, true]);
    // hidden categories, and those under them, are not offered
    expect(screen.queryByRole('checkbox', { name: /Winter Sale|Shawls/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Biscuits' }));
    await tick('Namkeen & Bhujia');
    expect(chips()).toEqual(['Tea & Coffee', 'Namkeen & Bhujia']);
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await expect.poll(() => sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ Code: 'chai20', Kind: 'flat', CategoryIds: [4, 2] });
  });

  it('sends a store-wide coupon by default, and asks for a category when "some" has none', async () => {
    const sent = consoleApi();
    renderInConsole(<CouponEditor />, { route: '/coupons/new' });
    await fillTerms();
    await userEvent.click(screen.getByRole('radio', { name: 'Only some categories' }));
    await screen.findByRole('checkbox', { name: 'Biscuits' });
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose at least one category, or let it apply to all products',
    );
    expect(sent).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'All products' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await expect.poll(() => sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ Code: 'chai20', CategoryIds: [] });
  });

  it('names what the API would refuse, in plain words, and sends nothing', async () => {
    const sent = consoleApi();
    renderInConsole(<CouponEditor />, { route: '/coupons/new' });
    await screen.findByLabelText('Code');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'percent');
    await fill({ Code: 'a b', Title: '20% off tea', 'Percent off': '150' });
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    const errorOf = async (label: string) =>
      (await screen.findByText(label, { selector: 'label' })).parentElement?.querySelector(
        '[role="alert"]',
      )?.textContent;
    await expect.poll(() => errorOf('Code')).toBe('Use 3 to 20 letters and digits, no spaces');
    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.paste('CHAI20');
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await expect.poll(() => errorOf('Percent off')).toBe('A percent coupon gives 1 to 100 percent');
    expect(await errorOf('Code')).toBeUndefined();
    await fill({ 'Percent off': '20', 'Largest discount (₹)': '0', 'Uses in all': '99999999' });
    await userEvent.click(screen.getByRole('button', { name: 'Create coupon' }));
    await expect
      .poll(() => errorOf('Largest discount (₹)'))
      .toBe('Enter an amount from ₹0.01 to ₹10,00,000');
    expect(await errorOf('Uses in all')).toBe('Enter a whole number from 1 to 1,00,00,000');
    expect(sent).toEqual([]);
  });

  it('re-opens a coupon with its categories, a hidden one marked, and saves what is left', async () => {
    const sent = consoleApi();
    renderInConsole(
      <Routes>
        <Route path="/coupons/:couponId" element={<CouponEditor />} />
        <Route path="/coupons" element={<p>The coupon list</p>} />
      </Routes>,
      { route: '/coupons/12' },
    );
    await screen.findByRole('checkbox', { name: 'All of Tea & Coffee' });
    expect(screen.getByRole('radio', { name: 'Only some categories' })).toHaveProperty(
      'checked',
      true,
    );
    expect(chips()).toEqual(['Tea & Coffee', 'Winter Sale (hidden)']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Winter Sale' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect.poll(() => sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ Title: COUPON.Title, CategoryIds: [4] });
    await screen.findByText('The coupon list');
  });

  it('lists where each coupon applies, a hidden category marked', async () => {
    consoleApi();
    renderInConsole(<CouponsPage />, { route: '/coupons' });
    const table = await screen.findByRole('table', { name: 'Coupons' });
    const row = (code: string) => within(table).getByText(code).closest('tr')!.textContent;
    expect(row('CHAI20')).toContain('Tea & Coffee, Winter Sale (hidden)');
    expect(row('ALL50')).toContain('All products');
  });
});
