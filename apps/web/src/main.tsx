// First of all: zod never probes eval in the browser (the CSP forbids it), whichever lazy chunk
// parses first (the schemas, and zod with them, stay out of the first screen's files; so does
// zod itself: this sets its global setting without loading it).
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@kirana/ui/tokens.css';
import './styles/global.css';
import '@kirana/ui/devanagari.css';
import { App } from './app/app';
import { firstState, store } from './app/store';
import { followLanguage } from './app/follow-language';
import { readServerRendered } from './app/server-rendered';
import { loadLaterPages, preloadFirstScreenPage } from './app/router';
import { setUnauthorizedHandler } from './lib/api-client';
import { signOutLocally } from './features/auth';
import { initTheme } from './lib/theme';
import { captureInstallPrompt } from './features/install-app';
import { registerServiceWorker } from './app/service-worker';
import { stopKeepingTaps } from './app/early-taps';
import { afterFirstScreen, holdUntilFirstScreen } from './app/after-first-screen';
import { SHELL_NAMESPACES } from './app/shell/shell-namespaces';
import { loadNamespaces } from './lib/i18n';

// Before the first paint: the remembered theme, and the install prompt (it can fire very early).
initTheme();
captureInstallPrompt();

// A session revoked elsewhere (sign out everywhere, expiry) signs this device out on its next call.
setUnauthorizedHandler(() => store.dispatch(signOutLocally()));

// A language switch re-localises the catalogue's names and the cart's lines already shown.
followLanguage(store);

// A first screen the server rendered for this path is hydrated; anything else (the shell served
// offline for another path, a page the server left to the browser) is rendered here.
const container = document.getElementById('root')!;
const rendered = readServerRendered();
const hydrating =
  !!rendered && rendered.path === window.location.pathname && !!container.firstElementChild;
// what the first screen does not need waits until it is hydrated (app/after-first-screen.ts)
if (rendered && hydrating) holdUntilFirstScreen();

// Built app only: a worker in development would serve stale modules. It registers (and fetches
// the files it keeps) once the page has loaded and the first screen is hydrated.
if (import.meta.env.PROD)
  window.addEventListener('load', () => afterFirstScreen(() => void registerServiceWorker()), {
    once: true,
  });
// the other pages' loaders (app/later-pages.ts), so the first tap on a link waits for one file less
afterFirstScreen(() => void loadLaterPages().catch(() => undefined));
const app = (
  <StrictMode>
    <App
      store={store}
      mobile={rendered?.mobile ?? false}
      serverState={hydrating ? firstState : undefined}
    />
  </StrictMode>
);
// The page's chunk is loaded first, from the next task: evaluating the shell is one long task
// already, and a phone answers a tap between the two. Hydrating as a transition lets React yield
// to the browser between components, so a long page never blocks a tap for long (the shopper
// already sees it: the server drew it).
// The shell's messages in the page's language come first in either case (lib/i18n).
const shellMessages = loadNamespaces(SHELL_NAMESPACES).catch(() => undefined);
if (rendered && hydrating)
  setTimeout(
    () =>
      void Promise.all([
        preloadFirstScreenPage(rendered.page).catch(() => undefined), // else it loads in hydration
        shellMessages,
      ]).then(() => {
        // from here React replays a tap on the page itself, hydrating what was tapped first
        stopKeepingTaps();
        startTransition(() => void hydrateRoot(container, app));
      }),
  );
else
  void shellMessages.then(() => {
    stopKeepingTaps();
    createRoot(container).render(app);
  });
