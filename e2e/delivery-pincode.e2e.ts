import { describe, expect, it } from 'vitest';
import { DeliveryEstimate } from '@kirana/shared';
import {
  newContext,
  screenshot,
  watchConsole,
  VIEWPORTS,
  type ViewportName,
} from './support/browser';
import { expectCartLines, dialogTitled, gotoAndWait } from './support/journeys';
import { storeAndBrowser } from './support/suite';

// header "Deliver to" -> product page date -> cart date -> a pincode the store does not serve
describe.each(Object.keys(VIEWPORTS) as ViewportName[])('delivery location on %s', (viewport) => {
  const suite = storeAndBrowser();

  const estimate = async (pincode: string) =>
    DeliveryEstimate.parse(
      await (await fetch(`${suite.store.baseUrl}/api/delivery-estimate?pincode=${pincode}`)).json(),
    );

  it('sets a pincode in the header, dates the product and the cart, and says where it does not deliver', async () => {
    const context = await newContext(suite.browser, viewport);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await gotoAndWait(page, suite.store.baseUrl + '/');
    const deliverTo = page.getByTestId('deliver-to');
    await expect.poll(() => deliverTo.textContent()).toContain('Deliver toPincode');

    // a bad pincode is refused in the sheet, a good one is kept
    await deliverTo.click();
    const sheet = dialogTitled(page, 'Choose your delivery location');
    const input = sheet.getByLabel('Enter your pincode');
    await input.fill('056003');
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await sheet.getByText('Enter a valid 6-digit pincode').waitFor();
    await screenshot(page, `delivery-sheet-${viewport}`);
    await input.fill('560038');
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => deliverTo.textContent()).toContain('560038');
    // the header still fits the screen (no sideways scroll on a phone)
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(VIEWPORTS[viewport].width);
    const clipped = await page.evaluate(() =>
      Array.from(document.querySelectorAll('header *'))
        .filter((el) => el.getBoundingClientRect().width > 1)
        .some((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5),
    );
    expect(clipped).toBe(false);
    await screenshot(page, `delivery-header-${viewport}`);

    // the product page dates the chosen pincode, as the API does
    const served = await estimate('560038');
    expect(served).toMatchObject({ IsServiceable: true, Place: 'Bengaluru' });
    await gotoAndWait(page, suite.store.baseUrl + '/category/staples-atta');
    await page.locator('main a[href*="aashirvaad"]').filter({ hasText: /Atta/ }).first().click();
    await page.waitForURL(/\/aashirvaad-[a-z-]+$/);
    const eta = page.getByTestId('delivery-eta');
    await expect.poll(() => eta.textContent()).toContain(`${served.Message} to 560038, Bengaluru`);
    await eta.scrollIntoViewIfNeeded();
    await screenshot(page, `delivery-product-${viewport}`);

    // kept across a reload (on the device), and the same date in the cart
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.reload();
    await expect.poll(() => page.getByTestId('deliver-to').textContent()).toContain('560038');
    await page.goto(suite.store.baseUrl + '/cart');
    await expectCartLines(page, 1);
    const cartEta = page.getByTestId('delivery-eta');
    await expect.poll(() => cartEta.textContent()).toContain(served.Message);
    // "Change" is the button's link variant: underlined text in the line, no button box
    const changeLook = await cartEta.getByRole('button', { name: 'Change' }).evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        display: style.display,
        underline: style.textDecorationLine,
        background: style.backgroundColor,
        height: el.getBoundingClientRect().height,
      };
    });
    expect(changeLook).toMatchObject({
      underline: 'underline',
      background: 'rgba(0, 0, 0, 0)',
    });
    expect(changeLook.height).toBeLessThan(30);
    await page.getByTestId('bill-to-pay').waitFor();
    await screenshot(page, `delivery-cart-${viewport}`);

    // a pincode the store does not serve is refused in the sheet, which says so at once
    expect((await estimate('744101')).IsServiceable).toBe(false);
    await cartEta.getByRole('button', { name: 'Change' }).click();
    await sheet.getByLabel('Enter your pincode').fill('744101');
    await sheet.getByRole('button', { name: 'Apply' }).click();
    await sheet.getByText("We don't deliver to 744101 yet").waitFor();
    await screenshot(page, `delivery-sheet-unserved-${viewport}`);
    expect(await page.getByTestId('deliver-to').textContent()).toContain('560038');
    await sheet.getByRole('button', { name: 'Close' }).click();
    // one kept from before (or a saved address's) still holds the cart back
    await page.evaluate(() => localStorage.setItem('kirana.pincode', '744101'));
    await page.reload();
    await expect.poll(() => cartEta.textContent()).toContain('Not delivered to 744101 yet');
    await expect.poll(() => page.getByTestId('deliver-to').textContent()).toContain('744101');
    // checkout waits, and says why (the server would refuse: NOT_SERVICEABLE)
    const why = page.getByText("We don't deliver to 744101 yet — change the pincode");
    await why.waitFor();
    expect(await why.isVisible()).toBe(true);
    const checkout = page.getByRole('button', { name: 'Sign in to checkout' });
    expect(await checkout.count()).toBe(1); // the visible one: the summary's, or the phone's bar
    expect(await checkout.isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign in to checkout' }).count()).toBe(0);
    await screenshot(page, `delivery-cart-unserved-${viewport}`);

    expect(errors).toEqual([]);
    await context.close();
  });
});
