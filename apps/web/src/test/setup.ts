// Test setup for the web suites: a clean DOM and storage between tests, and the fake API's
// server (src/test/mock-api.ts) listening, its answers dropped after each test.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { apiServer } from './mock-api';
import { appI18n } from '../lib/i18n';
import { allMessagesOf } from '../lib/i18n/all-catalogues';

// components read English unless a test renders in another language (renderWithStore's language)
appI18n.load('en', allMessagesOf('en'));

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  apiServer.resetHandlers();
});
afterAll(() => apiServer.close());
