import { describe, expect, it } from 'vitest';
import {
  newContext,
  screenshot,
  watchConsole,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { consoleSteps } from './support/console';
import { storeAndBrowser } from './support/suite';

// The console in Hindi (issue #26 §1): the owner switches in the header (the menu on a phone), the shell and the
// dashboard read in Hindi in Devanagari, <html lang> follows, and the choice outlives a reload.
describe.each(Object.keys(VIEWPORTS) as ViewportName[])(
  'the console in Hindi on %s',
  (viewport) => {
    const ownerEmail = `owner-hi-${viewport}@kirana-e2e.in`;
    const suite = storeAndBrowser({
      ADMIN_TOKEN: 'e2e-admin-token-0123456789abcdef',
      OWNER_EMAIL: ownerEmail,
      OWNER_NAME: 'Asha Rao',
    });
    const con = consoleSteps(() => suite.store.baseUrl, viewport);

    it('switches the shell and the dashboard to Hindi and keeps it after a reload', async () => {
      const context = await newContext(suite.browser, viewport);
      const page = await context.newPage();
      const errors = watchConsole(page);
      await con.signIn(page, ownerEmail);
      await page.waitForURL(/\/admin\/dashboard$/);
      await con.settled(page);

      // the switch is in the bar on a wide screen, in the menu on a phone
      if (viewport === 'mobile') await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('combobox', { name: 'Language' }).selectOption('hi');
      await page.getByRole('heading', { name: 'डैशबोर्ड', level: 1 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi-IN');
      expect(await page.getByRole('button', { name: 'साइन आउट' }).count()).toBe(1);
      await page.evaluate(() => document.fonts.ready);
      await screenshot(page, `console-hindi-dashboard-${viewport}`);

      await page.reload();
      await page.getByRole('heading', { name: 'डैशबोर्ड', level: 1 }).waitFor();
      await con.settled(page);
      if (viewport === 'mobile') await page.getByRole('button', { name: 'मेन्यू' }).click();
      const nav = page.getByRole('navigation', { name: 'कंसोल' });
      expect(await nav.getByRole('link', { name: 'ऑर्डर', exact: true }).count()).toBe(1);
      await screenshot(page, `console-hindi-menu-${viewport}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);
