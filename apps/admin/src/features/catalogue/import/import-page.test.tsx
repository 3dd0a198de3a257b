// The CSV import's check, in English and in Hindi: the counts are plurals of the catalogue (not
// hand-made English ones), the problems and the changes are tables with headers in the language.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  CatalogueCsvImportAnswer,
  CatalogueCsvRowFigures,
} from '@kirana/shared/catalogue/csv';
import { meOf, mockApi, renderInConsole } from '../../../app/console-test-kit';
import { activateLanguage } from '../../../lib/i18n';
import ImportPage from './import-page';

const figures = (over: Partial<CatalogueCsvRowFigures> = {}): CatalogueCsvRowFigures => ({
  Price: 27_500,
  Mrp: 29_900,
  GstRate: 5,
  Hsn: '0902',
  Stock: 4,
  IsActive: true,
  Barcode: null,
  NameHi: null,
  PackHi: null,
  DescriptionHi: null,
  LowStockLevel: null,
  ...over,
});

/** A dry run of 12 lines: one wrong, three rows that would change (one price, two stock). */
const CHECKED: CatalogueCsvImportAnswer = {
  DryRun: true,
  Applied: false,
  ErrorCount: 1,
  Errors: [{ Line: 5, Field: 'mrp', Message: 'MRP is below the price' }],
  Summary: {
    RowsRead: 12,
    RowsChanged: 3,
    PriceChanges: 1,
    StockChanges: 2,
    ActiveChanges: 0,
    TaxChanges: 0,
    HindiChanges: 0,
    LevelChanges: 0,
    Restocked: 0,
    NewProducts: 0,
    NewSizes: 0,
    Created: [],
    Changes: [
      {
        Line: 2,
        ProductId: 1,
        VariantId: null,
        Name: 'Tata Tea Gold 500 g',
        Option: '',
        Before: figures(),
        After: figures({ Price: 26_000 }),
      },
    ],
  },
  CacheState: null,
};

/** Renders the page and chooses a CSV file (`label` is the file field's name in the language). */
async function checkAFile(label: string, answer: CatalogueCsvImportAnswer = CHECKED) {
  const api = mockApi({
    '/admin/me': meOf('manager'),
    'POST /admin/catalogue/import': answer,
  });
  renderInConsole(<ImportPage />, { route: '/catalogue/import' });
  const csv = new File(['sku,price\n'], 'catalogue.csv', { type: 'text/csv' });
  await userEvent.upload(screen.getByLabelText(label), csv);
  return api;
}

describe('the catalogue CSV import', () => {
  it('counts the problems and the changes of a checked file in English', async () => {
    const api = await checkAFile('CSV file to import');
    expect(await screen.findByRole('heading', { name: '1 problem in the file' })).toBeTruthy();
    expect(screen.getByText('12 lines read,')).toBeTruthy();
    expect(screen.getByText('3 rows change')).toBeTruthy();
    expect(screen.getByText('1 price')).toBeTruthy();
    expect(screen.getByText('2 stock')).toBeTruthy();
    const apply = screen.getByRole('button', { name: 'Apply 3 changes' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(true);
    const problems = screen.getByRole('table', { name: 'Problems in the file' });
    expect(within(problems).getByText('MRP is below the price')).toBeTruthy();
    expect(
      api.requests.map((r) => `${r.method} ${new URL(r.url).pathname}${new URL(r.url).search}`),
    ).toContain('POST /api/admin/catalogue/import?dryRun=true');
  });

  it('says the same in Hindi, with Hindi plurals and headers and money in ₹', async () => {
    await activateLanguage('hi');
    await checkAFile('इंपोर्ट के लिए CSV फ़ाइल');
    expect(await screen.findByRole('heading', { name: 'फ़ाइल में 1 गड़बड़ी' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'इंपोर्ट और एक्सपोर्ट' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeTruthy();
    expect(screen.getByText('12 लाइनें पढ़ीं,')).toBeTruthy();
    expect(screen.getByText('3 पंक्तियां बदलती हैं')).toBeTruthy();
    expect(screen.getByText('1 दाम')).toBeTruthy();
    expect(screen.getByRole('button', { name: '3 बदलाव लागू करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
    const changes = screen.getByRole('table', { name: 'बदलने वाली पंक्तियां' });
    expect(
      within(changes)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['लाइन', 'प्रोडक्ट', 'दाम', 'MRP', 'स्टॉक', 'दिखे', 'GST · HSN']);
    const tea = within(changes).getByText('Tata Tea Gold 500 g').closest('tr')!;
    expect(tea.textContent).toContain('₹275.00');
    expect(tea.textContent).toContain('बदलकर');
    expect(tea.textContent).toContain('₹260.00');
    expect(screen.getByRole('table', { name: 'फ़ाइल में गड़बड़ियां' })).toBeTruthy();
  });

  /** A clean dry run that makes 2 products and 3 sizes and changes 1 row. */
  const MAKES: CatalogueCsvImportAnswer = {
    ...CHECKED,
    ErrorCount: 0,
    Errors: [],
    Summary: { ...CHECKED.Summary, RowsChanged: 1, StockChanges: 0, NewProducts: 2, NewSizes: 3 },
  };

  it('counts the new products and sizes and the changed rows before applying', async () => {
    await activateLanguage('en');
    await checkAFile('CSV file to import', MAKES);
    expect(await screen.findByRole('heading', { name: 'Ready to apply' })).toBeTruthy();
    expect(screen.getByText('2 new products, 3 new sizes, 1 changed')).toBeTruthy();
    const apply = screen.getByRole('button', { name: 'Apply 6 changes' }) as HTMLButtonElement;
    expect(apply.disabled).toBe(false);
  });

  it('counts a file that only makes rows (nothing changed) in Hindi, one of each', async () => {
    await activateLanguage('hi');
    const one = {
      ...MAKES,
      Summary: {
        ...MAKES.Summary,
        RowsChanged: 0,
        PriceChanges: 0,
        Changes: [],
        NewProducts: 1,
        NewSizes: 1,
      },
    };
    await checkAFile('इंपोर्ट के लिए CSV फ़ाइल', one);
    expect(await screen.findByText('1 नया प्रोडक्ट, 1 नया साइज़, 0 बदले')).toBeTruthy();
    expect(screen.getByRole('button', { name: '2 बदलाव लागू करें' })).toBeTruthy();
  });

  it('names the LowStockLevel column in its help and counts the low-stock levels a file changes', async () => {
    await activateLanguage('en');
    const levels: CatalogueCsvImportAnswer = {
      ...MAKES,
      Summary: {
        ...MAKES.Summary,
        RowsChanged: 2,
        PriceChanges: 0,
        LevelChanges: 2,
        NewProducts: 0,
        NewSizes: 0,
        Changes: [],
      },
    };
    await checkAFile('CSV file to import', levels);
    expect(await screen.findByText('2 low-stock level')).toBeTruthy();
    expect(
      screen.getByText(
        /^Columns: .*StockExported, LowStockLevel, Active.* Stock, LowStockLevel, Active/,
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^LowStockLevel is the product’s low-stock alert level/)).toBeTruthy();
  });

  it('after applying, counts and lists the products it made beside the rows it changed', async () => {
    await activateLanguage('en');
    const made: CatalogueCsvImportAnswer = {
      ...MAKES,
      Summary: {
        ...MAKES.Summary,
        NewProducts: 1,
        NewSizes: 0,
        Created: [
          {
            Line: 3,
            Kind: 'product',
            Name: 'Assam Leaf Tea',
            Option: '',
            Sku: 'NEW-TEA-250',
            Price: 12_050,
            Mrp: 13_000,
            Stock: 9,
            IsActive: true,
          },
        ],
      },
    };
    mockApi({
      '/admin/me': meOf('manager'),
      'POST /admin/catalogue/import': (req: Request) =>
        new URL(req.url).searchParams.get('dryRun') === 'true'
          ? made
          : { ...made, DryRun: false, Applied: true },
    });
    renderInConsole(<ImportPage />, { route: '/catalogue/import' });
    const csv = new File(['sku,price\n'], 'catalogue.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('CSV file to import'), csv);
    // before applying the new product is listed too
    expect(await screen.findByRole('table', { name: 'New products and sizes' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Apply 2 changes' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Applied: 1 new product, 0 new sizes, 1 row changed',
      }),
    ).toBeTruthy();
    const created = screen.getByRole('table', { name: 'New products and sizes' });
    const tea = within(created).getByText('Assam Leaf Tea').closest('tr')!;
    expect(tea.textContent).toContain('New product');
    expect(tea.textContent).toContain('₹120.50');
    expect(screen.getByRole('table', { name: 'Rows that change' })).toBeTruthy();
  });
});
