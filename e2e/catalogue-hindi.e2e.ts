import { describe, expect, it } from 'vitest';
import {
  newContext,
  screenshot,
  watchConsole,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { consoleSteps } from './support/console';
import { storeApi } from './support/store-api';
import { storeAndBrowser } from './support/suite';

const ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';
const ATTA_HI = 'आशीर्वाद शुद्ध चक्की आटा';

// The catalogue in Hindi (#26 part 1, data side): the owner edits a product's Hindi name beside
// the English one in the console, and a Hindi reader's search typed in Devanagari finds it by
// the new name.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])(
  'the catalogue in Hindi on %s',
  (viewport) => {
    const ownerEmail = `owner-hindi-${viewport}@kirana-e2e.in`;
    const suite = storeAndBrowser({ ADMIN_TOKEN, OWNER_EMAIL: ownerEmail, OWNER_NAME: 'Asha Rao' });
    const base = () => suite.store.baseUrl;
    const con = consoleSteps(base, viewport);
    const api = storeApi(base, ADMIN_TOKEN);

    it('the owner changes the Hindi name in the product editor, and a Devanagari search finds it', async () => {
      const { Products } = (await api.admin(
        'GET',
        `/admin/products?search=${encodeURIComponent('Shudh Chakki Atta')}`,
      )) as { Products: { Id: number; Name: string }[] };
      const atta = Products.find((p) => p.Name === 'Aashirvaad Shudh Chakki Atta')!;
      const context = await newContext(suite.browser, viewport);
      const page = await context.newPage();
      const errors = watchConsole(page);
      await con.signIn(page, ownerEmail);
      await page.goto(`${base()}/admin/catalogue/products/${atta.Id}`);
      const hindi = page.getByLabel('Name in Hindi');
      await expect.poll(() => hindi.inputValue(), { timeout: 20_000 }).toBe(ATTA_HI);
      expect(await hindi.getAttribute('lang')).toBe('hi');
      expect(await page.getByLabel('Pack size in Hindi').getAttribute('lang')).toBe('hi');
      // the Hindi words sit in a folded section (a shorter editor on a phone): the owner opens it
      await page.getByText('Hindi words and web address', { exact: true }).click();
      await hindi.scrollIntoViewIfNeeded();
      await screenshot(page, `console-product-hindi-${viewport}`);

      await hindi.fill('आशीर्वाद शुद्ध चक्की गेहूं आटा');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Saved. Shoppers see it now.').waitFor({ timeout: 20_000 });

      const res = await fetch(`${base()}/api/search?terms=${encodeURIComponent('गेहूं आटा')}`, {
        headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
      });
      const found = (await res.json()) as { Products: { Name: string }[] };
      expect(found.Products.map((p) => p.Name)).toContain('आशीर्वाद शुद्ध चक्की गेहूं आटा');
      expect(res.headers.get('vary')).toMatch(/accept-language/i);
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);
