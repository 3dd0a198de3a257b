// Test setup for the console suites: a clean DOM and storage between tests (the fake API is
// MSW's, reset by the console test kit).
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// RTK Query builds `new Request('/api/…')`: resolve it against the page's address as a browser
// does (Node's Request refuses a relative URL)
const NodeRequest = globalThis.Request;
globalThis.Request = class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
