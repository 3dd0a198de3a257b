import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startStore, type StoreServer } from './server';

export interface Suite {
  store: StoreServer;
  browser: Browser;
}

/**
 * A store (started with `env`, or what `env()` answers once outside services are up) and a browser for the tests of one describe block: started
 * before them, closed after. Read `suite.store` and `suite.browser` inside tests and hooks.
 */
export function storeAndBrowser(
  env: Record<string, string> | (() => Promise<Record<string, string>>) = {},
): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.store = await startStore(typeof env === 'function' ? await env() : env);
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.store?.stop();
  });
  return suite;
}
