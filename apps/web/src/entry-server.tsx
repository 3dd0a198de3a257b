// The storefront's first screen rendered on the server (built by `vite build --ssr` into
// dist-server/, loaded by the API's lib/first-screen-render.ts): the shell and a landing page
// with its data, as HTML the browser shows at once and React then hydrates (main.tsx).
import './lib/zod-jitless';
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from './lib/router';
import { EARLY_TAPS_SCRIPT } from '@kirana/shared/common/early-taps';
import type { FirstScreenPage } from '@kirana/shared/common/first-screen';
import { DEFAULT_LANGUAGE, type Language } from '@kirana/shared/common/languages';
import { AppContent, AppProviders } from './app/app';
import { serverRenderedScript } from './app/server-rendered';
import { makeStore } from './app/store';
import { loadFirstScreenData } from './features/catalogue';
import { fetchStoreConfigs } from './features/general';
import { createI18n } from './lib/i18n';
import { allMessagesOf } from './lib/i18n/all-catalogues';

export { setApiTransport } from './lib/api-client';
export { isPhoneUserAgent } from './lib/device';

export interface FirstScreen {
  /** The early-tap catcher and the resource hints React gathered (image preloads), for the <head>. */
  head: string;
  /** The app's markup, for inside <div id="root">. */
  html: string;
  /** The JSON script with the store's data and the layout, for the browser to hydrate from. */
  script: string;
}

/** Render passes before giving up on markup that still waits for a lazy part (see markupOf). */
const MAX_PASSES = 3;

/**
 * The markup of a fully loaded tree, with no inline script: the CSP refuses them. React ships a
 * Suspense boundary's content apart, with a script to swap it in, when it is big (so the size
 * limit is lifted) or when it suspended on a lazy part (a route's page, a section) met for the
 * first time; that part's module is loaded by then, so the next pass renders it in place.
 */
async function markupOf(app: ReactNode): Promise<string | null> {
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const { prelude } = await prerender(app, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
    const markup = await new Response(prelude).text();
    if (!markup.includes('<script')) return markup;
  }
  return null;
}

/**
 * Renders a landing page (path and query) in the phone or the desktop layout; null when its data
 * could not be loaded (the browser then renders it, with its own error state and retry).
 */
export async function renderFirstScreen(opts: {
  url: string;
  page: FirstScreenPage;
  mobile: boolean;
  /** The language to draw it in (its messages are all bundled into this renderer). */
  language?: Language;
}): Promise<FirstScreen | null> {
  const language = opts.language ?? DEFAULT_LANGUAGE;
  const url = new URL(opts.url, 'http://store.invalid');
  const store = makeStore();
  // the page's data, and the store's name and logo for the header
  const [loaded, configs] = await Promise.all([
    loadFirstScreenData(store.dispatch, opts.page, url),
    store.dispatch(fetchStoreConfigs()),
  ]);
  if (!loaded || !fetchStoreConfigs.fulfilled.match(configs)) return null;
  const app = (
    <StrictMode>
      <AppProviders
        store={store}
        mobile={opts.mobile}
        i18n={createI18n(language, allMessagesOf(language))}
      >
        <StaticRouter location={url.pathname + url.search}>
          <AppContent />
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
  const markup = await markupOf(app);
  if (markup === null) return null;
  // React starts the markup with the preloads it found (<link rel="preload">): they go in the head
  const hints = /^(?:<link [^>]*>)*/.exec(markup)?.[0] ?? '';
  const { general, home, categories, products, productDetails } = store.getState();
  const script = serverRenderedScript({
    page: opts.page,
    path: url.pathname,
    mobile: opts.mobile,
    state: { general, home, categories, products, productDetails },
  });
  // the early-tap catcher first: it must be listening before the page is drawn
  return {
    head: `<script>${EARLY_TAPS_SCRIPT}</script>${hints}`,
    html: markup.slice(hints.length),
    script,
  };
}
