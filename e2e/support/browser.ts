import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';

export const SCREENSHOT_DIR = fileURLToPath(new URL('../screenshots', import.meta.url));

/** Debian's Chromium, headless, with the flags that keep it off the closed network. */
export const CHROMIUM = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export function launchBrowser(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/**
 * A page the server drew shows its buttons before React has hydrated them; a click then is kept
 * and made again once hydrated (the early-tap catcher), but a test reading the page right after
 * would race it: after each goto and reload, wait until the app says it answers (<html
 * data-ready>, set by app/shell/route-effects.tsx), when the page came drawn (its first-screen
 * data is there).
 */
function waitForHydration(page: Page): void {
  const ready = () =>
    page.waitForFunction(
      () =>
        !document.getElementById('kirana-first-screen') ||
        document.documentElement.dataset.ready === 'true',
    );
  for (const method of ['goto', 'reload'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    page[method] = (async (...args: unknown[]) => {
      const response = await navigate(...args);
      await ready();
      return response;
    }) as Page['goto'] & Page['reload'];
  }
}

/** What a journey that needs the service worker passes to newContext (others block it). */
export const WITH_SERVICE_WORKER = {
  serviceWorkers: 'allow',
} as const satisfies BrowserContextOptions;

/** A fresh context at a viewport; mobile gets touch and a phone user agent. */
export async function newContext(
  browser: Browser,
  name: ViewportName,
  extra: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    // the service worker precaches the whole app (~180 files) in every new context, ~13% of a
    // journey's CPU (shop.e2e.ts: 60 s -> 52 s): only the journeys that prove it (offline, push,
    // the installed app) ask for it (WITH_SERVICE_WORKER); the others run as a browser without one
    serviceWorkers: 'block',
    ...extra,
    viewport: VIEWPORTS[name],
    deviceScaleFactor: 1,
    hasTouch: name === 'mobile',
    isMobile: name === 'mobile',
    userAgent:
      name === 'mobile'
        ? 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36'
        : undefined,
  });
  if (extra.javaScriptEnabled !== false) context.on('page', waitForHydration);
  return context;
}

/** Collects console errors and page errors, to assert a page rendered cleanly. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: false });
}
