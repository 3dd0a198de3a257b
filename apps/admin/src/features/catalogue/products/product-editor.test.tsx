import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCategories, AdminProduct } from '@kirana/shared';
import { Route, Routes } from 'react-router';
import { meOf, mockApi, renderInConsole } from '../../../app/console-test-kit';
import { activateLanguage } from '../../../lib/i18n';
import ProductEditor from './product-editor';

const CATEGORIES: AdminCategories = {
  Categories: [
    {
      Id: 3,
      Name: 'Atta & Flours',
      Slug: 'atta-flours',
      ParentId: null,
      Depth: 0,
      Description: '',
      NameHi: null,
      DescriptionHi: null,
      ImageId: null,
      IsActive: true,
      Position: 1,
      ReturnWindowDays: 7,
      ProductCount: 4,
    },
  ],
};

const PRODUCT: AdminProduct = {
  Id: 41,
  Name: 'Aashirvaad Shudh Chakki Atta 5 kg',
  Slug: 'aashirvaad-atta-5-kg',
  Brand: 'Aashirvaad',
  CategoryId: 3,
  Description: '',
  Highlights: [],
  UnitLabel: '5 kg',
  NameHi: null,
  UnitLabelHi: null,
  DescriptionHi: null,
  Price: 27_500,
  Mrp: 29_900,
  GstRate: 5,
  HsnCode: '1101',
  Stock: 12,
  LowStockLevel: null,
  StoreLowStockLevel: 5,
  HasVariants: false,
  IsActive: true,
  Archived: false,
  Sku: 'KIR-S41',
  Barcode: null,
  IsDeal: false,
  MakerName: 'ITC Limited',
  MakerAddress: 'Virginia House, Kolkata 700071',
  CountryOfOrigin: 'India',
  ShelfLifeDays: 90,
  CarePhone: '1800 425 2020',
  CareEmail: 'care@example.in',
  FssaiLicence: null,
  UpdatedAt: '2026-03-04T18:45:00Z',
  Variants: [],
  Images: [],
};

/** The fake API with the product calls; keeps each body sent. */
function consoleApi(answerOfSave: (body: unknown) => unknown = () => PRODUCT) {
  const sent: unknown[] = [];
  const save = async (req: Request) => {
    const body: unknown = await req.json();
    sent.push(body);
    return answerOfSave(body);
  };
  mockApi({
    '/admin/me': meOf('manager'),
    '/admin/categories': CATEGORIES,
    'GET /admin/products/41': PRODUCT,
    'POST /admin/products': save,
    'PATCH /admin/products/41': save,
  });
  return sent;
}

const renderEditor = (route: string) =>
  renderInConsole(
    <Routes>
      <Route path="/catalogue/products/new" element={<ProductEditor />} />
      <Route path="/catalogue/products/:productId" element={<ProductEditor />} />
    </Routes>,
    { route },
  );

/** Pastes into each labelled field (one event each, quick on a busy machine). */
async function fill(fields: Record<string, string>) {
  for (const [label, text] of Object.entries(fields)) {
    const input = screen.getByLabelText(label);
    await userEvent.clear(input);
    if (text) {
      await userEvent.click(input);
      await userEvent.paste(text);
    }
  }
}

const errorOf = (label: string) => {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id))
    .find((el) => el?.getAttribute('role') === 'alert')?.textContent;
};

describe('the product editor in the console', () => {
  it('names each field the API would refuse, in plain words, and sends nothing', async () => {
    const sent = consoleApi();
    renderEditor('/catalogue/products/new');
    await screen.findByRole('option', { name: 'Atta & Flours' });
    await fill({
      Name: 'Aashirvaad Atta',
      'Price (₹, GST included)': '12.345',
      'MRP (₹)': '299',
      'HSN code': '11',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add the product' }));
    expect(await screen.findByText('Check the fields marked above.')).toBeTruthy();
    expect(errorOf('Category')).toBe('Choose one of the options');
    expect(errorOf('Price (₹, GST included)')).toBe('Enter an amount from ₹0.01 to ₹10,00,000');
    expect(errorOf('HSN code')).toBe('Enter the 4 to 8 digit HSN code');
    expect(errorOf('Their address')).toBe('Include the 6-digit PIN code');
    expect(errorOf('Name')).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('names a name too short in plain words, in English and in Hindi', async () => {
    const sent = consoleApi();
    renderEditor('/catalogue/products/41');
    await screen.findByDisplayValue(PRODUCT.Name);
    await fill({ Name: 'A' });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect.poll(() => errorOf('Name')).toBe('Enter at least 2 characters');
    await activateLanguage('hi');
    await userEvent.click(await screen.findByRole('button', { name: 'बदलाव सेव करें' }));
    await expect.poll(() => errorOf('नाम')).toBe('कम से कम 2 अक्षर लिखें');
    expect(sent).toEqual([]);
  });

  it('refuses days of shelf life that are not a whole number instead of saving "does not expire"', async () => {
    const sent = consoleApi();
    renderEditor('/catalogue/products/new');
    await screen.findByRole('option', { name: 'Atta & Flours' });
    await fill({ Name: 'Aashirvaad Atta', 'Best before (days)': 'ninety' });
    await userEvent.click(screen.getByRole('button', { name: 'Add the product' }));
    await expect
      .poll(() => errorOf('Best before (days)'))
      .toBe('Enter the days as a whole number, or leave it empty');
    expect(sent).toEqual([]);
  });

  it('sets the product’s own low-stock level beside its stock; blank is the store’s', async () => {
    const sent = consoleApi();
    renderEditor('/catalogue/products/41');
    await screen.findByRole('heading', { name: PRODUCT.Name });
    const level = screen.getByLabelText('Low-stock level');
    expect((level as HTMLInputElement).value).toBe('');
    expect(
      screen.getByText(
        'Alert when stock falls to this level; empty uses the store’s level (5). 0: no alerts.',
      ),
    ).toBeTruthy();
    await fill({ 'Low-stock level': '2.5' });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect
      .poll(() => errorOf('Low-stock level'))
      .toBe('Enter a whole number from 0 to 100000, or leave it empty');
    expect(sent).toEqual([]);
    await fill({ 'Low-stock level': '100001' });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect.poll(() => errorOf('Low-stock level')).toBeTruthy();
    expect(sent).toEqual([]);
    await fill({ 'Low-stock level': '10' });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect.poll(() => sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ LowStockLevel: 10 });
    await fill({ 'Low-stock level': '' });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect.poll(() => sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ LowStockLevel: null });
    await activateLanguage('hi');
    expect(await screen.findByLabelText('कम-स्टॉक स्तर')).toBeTruthy();
  });

  it('adds a product with the body the server takes, and opens its page', async () => {
    const sent = consoleApi();
    renderEditor('/catalogue/products/new');
    await screen.findByRole('option', { name: 'Atta & Flours' });
    await userEvent.selectOptions(screen.getByLabelText('Category'), '3');
    await fill({
      Name: PRODUCT.Name,
      Brand: PRODUCT.Brand,
      'Price (₹, GST included)': '275',
      'MRP (₹)': '299',
      Stock: '12',
      'HSN code': '1101',
      Highlights: 'Stone ground\n\n  Whole wheat ',
      'Made or packed by': PRODUCT.MakerName,
      'Their address': PRODUCT.MakerAddress,
      'Consumer care phone': PRODUCT.CarePhone,
      'Consumer care email': PRODUCT.CareEmail,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add the product' }));
    await expect.poll(() => sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      Name: PRODUCT.Name,
      Brand: 'Aashirvaad',
      CategoryId: 3,
      UnitLabel: '',
      Description: '',
      NameHi: null,
      UnitLabelHi: null,
      DescriptionHi: null,
      Highlights: ['Stone ground', 'Whole wheat'],
      GstRate: 5,
      HsnCode: '1101',
      LowStockLevel: null,
      IsActive: true,
      IsDeal: false,
      MakerName: 'ITC Limited',
      MakerAddress: 'Virginia House, Kolkata 700071',
      CountryOfOrigin: 'India',
      ShelfLifeDays: null,
      CarePhone: '1800 425 2020',
      CareEmail: 'care@example.in',
      FssaiLicence: null,
      Price: 27_500,
      Mrp: 29_900,
      Stock: 12,
    });
    expect(await screen.findByRole('heading', { name: PRODUCT.Name })).toBeTruthy();
  });

  it('edits the Hindi name and pack text beside the English ones; a blank one goes as none', async () => {
    const sent = consoleApi();
    renderEditor('/catalogue/products/41');
    await screen.findByRole('heading', { name: PRODUCT.Name });
    for (const label of ['Name in Hindi', 'Pack size in Hindi', 'Description in Hindi'])
      expect(screen.getByLabelText(label).getAttribute('lang'), label).toBe('hi');
    await fill({ 'Name in Hindi': 'आशीर्वाद आटा', 'Pack size in Hindi': '5 किलो' });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect.poll(() => sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      Name: PRODUCT.Name,
      NameHi: 'आशीर्वाद आटा',
      UnitLabelHi: '5 किलो',
      DescriptionHi: null,
    });
  });

  it('shows what the server refused beside its field, and says saved once a change is taken', async () => {
    const sent = consoleApi((body) =>
      (body as { Slug?: string }).Slug === 'atta'
        ? new Response(
            JSON.stringify({
              Message: 'Invalid body.Slug',
              Code: 'SLUG_TAKEN',
              Fields: [{ Field: 'body.Slug', Message: 'is already used by another product' }],
            }),
            { status: 409 },
          )
        : PRODUCT,
    );
    renderEditor('/catalogue/products/41');
    await screen.findByRole('heading', { name: PRODUCT.Name });
    await fill({ 'Slug (web address)': 'atta' });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Check the fields marked above.')).toBeTruthy();
    expect(errorOf('Slug (web address)')).toBe('is already used by another product');

    await fill({ 'Slug (web address)': 'aashirvaad-atta-5-kg' });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Saved. Shoppers see it now.',
    );
    expect(sent).toHaveLength(2);
    expect(errorOf('Slug (web address)')).toBeUndefined();
  });
});

const WITH_ROW: AdminProduct = {
  ...PRODUCT,
  HasVariants: true,
  Variants: [
    {
      Id: 7,
      GroupName: 'Weight',
      Label: '5 kg',
      Sku: 'AT-5',
      Barcode: null,
      Archived: false,
      Price: 27_500,
      Mrp: 29_900,
      Stock: 12,
      IsActive: true,
      Position: 0,
    },
  ],
};

/** The fake API of a product with one option row; keeps each row's body sent. */
function optionsApi() {
  const sent: unknown[] = [];
  const keep = async (req: Request) => {
    sent.push(await req.json());
    return WITH_ROW;
  };
  mockApi({
    '/admin/me': meOf('manager'),
    '/admin/categories': CATEGORIES,
    'GET /admin/products/41': WITH_ROW,
    'POST /admin/products/41/variants': keep,
    'PATCH /admin/variants/7': keep,
  });
  return sent;
}

describe("a product's option rows in the console", () => {
  it("adds an option with the body the API takes, after naming a bad MRP in the API's words", async () => {
    const sent = optionsApi();
    renderEditor('/catalogue/products/41');
    await userEvent.click(await screen.findByRole('button', { name: 'Add an option' }));
    await fill({
      'New option': '10 kg',
      'New option price': '540',
      'New option MRP': '500',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(await screen.findByText('MRP cannot be below the price')).toBeTruthy();
    expect(sent).toEqual([]);

    await fill({ 'New option MRP': '580' });
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    await expect
      .poll(() => sent)
      .toEqual([
        {
          Label: '10 kg',
          Price: 54_000,
          Mrp: 58_000,
          Stock: 0,
          IsActive: true,
          GroupName: 'Weight',
        },
      ]);
    await expect.poll(() => screen.queryByRole('button', { name: 'Add option' })).toBeNull();
  });

  it('keeps a phone’s editor short: options own price and stock, set-once cards are folded', async () => {
    optionsApi();
    renderEditor('/catalogue/products/41');
    await screen.findByRole('table', { name: 'Options' });
    // the product's own price, MRP and stock are the options' here: not asked twice
    expect(screen.queryByLabelText('Price (₹, GST included)')).toBeNull();
    expect(screen.queryByLabelText('MRP (₹)')).toBeNull();
    expect(screen.getByLabelText('GST rate')).toBeTruthy();
    // the Hindi words and web address, the pack facts and the stock history start folded
    const folds = Array.from(document.querySelectorAll('details'));
    expect(folds.map((d) => [d.querySelector('summary')?.textContent, d.open])).toEqual([
      ['Hindi words and web address', false],
      ['What the product page must say', false],
      ['Stock history', false],
    ]);
    // folded fields are still there to fill and to send (nothing required is hidden)
    expect(screen.getByLabelText('Name in Hindi')).toBeTruthy();
    expect(screen.getByLabelText('Slug (web address)')).toBeTruthy();
  });

  it('changes a row in place and sends its fields', async () => {
    const sent = optionsApi();
    renderEditor('/catalogue/products/41');
    const table = await screen.findByRole('table', { name: 'Options' });
    await userEvent.click(within(table).getByRole('button', { name: 'Edit' }));
    expect(within(table).getByLabelText<HTMLInputElement>('Price').value).toBe('275.00');
    await userEvent.clear(within(table).getByLabelText('Stock'));
    await userEvent.paste('30');
    await userEvent.click(within(table).getByLabelText('Sold'));
    await userEvent.click(screen.getByLabelText('Reason for the stock change'));
    await userEvent.paste('new delivery');
    await userEvent.click(within(table).getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => sent)
      .toEqual([
        {
          Label: '5 kg',
          Price: 27_500,
          Mrp: 29_900,
          Stock: 30,
          IsActive: false,
          StockReason: 'new delivery',
        },
      ]);
    await expect.poll(() => within(table).queryByLabelText('Sold')).toBeNull();
  });
});
