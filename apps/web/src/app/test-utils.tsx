// Helpers for the web test suites: a fresh store per test, a router, and a fake API.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { Language } from '@kirana/shared/common/languages';
import { MemoryRouter } from '../lib/router';
import { createI18n, I18nProvider } from '../lib/i18n';
import { allMessagesOf } from '../lib/i18n/all-catalogues';
import { mockApi as answerApi, type ApiRoute } from '../test/mock-api';
import { makeStore, type RootState } from './store';

export const STORE_CONFIGS = {
  StoreName: 'Kirana',
  Tagline: 'Your neighbourhood store, online',
  LogoUrl: '/logo.svg',
  SupportPhone: '+91 80 4567 8900',
  SupportEmail: 'support@kirana.example',
  SupportHours: '8 am to 10 pm, all days',
  Gstin: '29AABCK1234M1ZG',
  LegalName: 'Kirana Retail Private Limited',
  StoreState: 'KA',
  StoreAddress: '12, 4th Cross, Indiranagar, Bengaluru, Karnataka 560038',
  Currency: 'INR' as const,
  GaMeasurementId: null,
  MapApiKey: null,
  SocialLinks: [],
  WhatsAppNumber: '',
};

/** The answers of the start-up calls, keyed by path under /api. */
export const BOOT_ANSWERS: Record<string, ApiRoute> = {
  '/get-store-configs': STORE_CONFIGS,
  '/get-product-configs': { maxAllowedQtyPerProduct: 10 },
  '/get-shipping-configs': { Fees: [] },
  '/get-platformfee-configs': {
    IsEnabled: false,
    Name: 'Platform fee',
    Description: '',
    Fee: 0,
    GstRate: 18,
  },
  '/cache-state': { State: 'v1' },
  '/get-about-us-status': { Status: true },
};

/** The fake API (src/test/mock-api.ts) answering the start-up calls unless told otherwise. */
export const mockApi = (answers: Record<string, ApiRoute> = BOOT_ANSWERS) => answerApi(answers);

/** A fresh i18n instance with every catalogue of `language` loaded (for tests only). */
export const testI18n = (language: Language) => createI18n(language, allMessagesOf(language));

/** Renders inside a fresh store, the messages of `language` (English) and a memory router at `route`. */
export function renderWithStore(
  ui: ReactElement,
  {
    preloadedState,
    route = '/',
    language = 'en',
  }: { preloadedState?: Partial<RootState>; route?: string; language?: Language } = {},
) {
  const store = makeStore(preloadedState);
  const result = render(
    <Provider store={store}>
      <I18nProvider i18n={testI18n(language)}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </I18nProvider>
    </Provider>,
  );
  return { store, ...result };
}
