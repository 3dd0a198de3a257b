// Test setup for the console suites: a clean DOM and storage between tests (the fake API is
// MSW's, reset by the console test kit).
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { activateLanguage, CONSOLE_NAMESPACES, loadNamespaces } from '../lib/i18n';

// RTK Query builds `new Request('/api/…')`: resolve it against the page's address as a browser
// does (Node's Request refuses a relative URL)
const NodeRequest = globalThis.Request;
globalThis.Request = class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};

// the console's catalogues, as main.tsx loads them before the first render; each test starts in English
await loadNamespaces(CONSOLE_NAMESPACES);

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await activateLanguage('en');
});
