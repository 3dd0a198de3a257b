// GA4 through Google's gtag.js, set up once the store's configs are read (the start-up part loads
// this after the first screen; lib/analytics.ts records and queues the events).
import { getPendingGtagCalls, GTAG_SRC, startSendingTo } from './analytics';

/**
 * Sets the GA4 id from the store configs; null (the default) keeps every event in the browser.
 * With an id, gtag.js loads from Google (the server's CSP names its hosts only then) and the
 * events go to it; page views are sent by the router, so gtag's own are off.
 */
export function configureAnalytics(id: string | null): void {
  const next = id && /^G-[A-Z0-9]{4,20}$/i.test(id.trim()) ? id.trim() : null;
  if (!next || typeof document === 'undefined' || !startSendingTo(next)) return;
  window.dataLayer = window.dataLayer ?? [];
  // gtag must push the arguments object itself, as Google's snippet does
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', next, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(next)}`;
  document.head.append(script);
  for (const call of getPendingGtagCalls()) window.gtag(...call);
}
