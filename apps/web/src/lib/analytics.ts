// One analytics adapter for the whole app. Nothing leaves the browser unless the store configures
// a Google Analytics 4 measurement id; then events go to Google's gtag.js.

/** The spec's event names (section 9). */
export type AnalyticsEvent =
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'login'
  | 'add_address'
  | 'view_item'
  | 'page_view'
  | 'begin_checkout'
  | 'order_failed'
  | 'purchase';

export type AnalyticsParams = Record<
  string,
  string | number | boolean | null | undefined | readonly unknown[] | object
>;

export interface TrackedEvent {
  event: AnalyticsEvent;
  params: AnalyticsParams;
  at: number;
}

const LOG_LIMIT = 200;
const log: TrackedEvent[] = [];
/** Events sent to gtag, in its argument format; filled only when a measurement id is configured. */
const pending: Array<[string, string, AnalyticsParams]> = [];
let measurementId: string | null = null;

declare global {
  interface Window {
    __kiranaAnalytics?: TrackedEvent[];
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

export const GTAG_SRC = 'https://www.googletagmanager.com/gtag/js';

/** Starts sending events to GA4 `id` (lib/gtag.ts loads gtag.js); false when they go there already. */
export function startSendingTo(id: string): boolean {
  if (id === measurementId) return false;
  measurementId = id;
  return true;
}

/** Records an event, and queues it for GA4 when a measurement id is configured. */
export function track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
  const entry: TrackedEvent = { event, params, at: Date.now() };
  log.push(entry);
  if (log.length > LOG_LIMIT) log.shift();
  if (import.meta.env.DEV && typeof window !== 'undefined') window.__kiranaAnalytics = log;
  if (!measurementId) return;
  const call: [string, string, AnalyticsParams] = [
    'event',
    event,
    { ...params, send_to: measurementId },
  ];
  pending.push(call);
  if (pending.length > LOG_LIMIT) pending.shift();
  window.gtag?.(...call);
}

// Query parameters of sign-in links: a live one-time code must never reach analytics.
const SECRET_PARAMS = ['code', 'requestId', 'oobCode', 'apiKey', 'token', 'mode'];

/** `path` without the sign-in secrets of its query string. */
export function redactPath(path: string): string {
  const url = new URL(path, 'http://local');
  for (const name of SECRET_PARAMS) url.searchParams.delete(name);
  return url.pathname + url.search;
}

/** Reports a page view for a client-side navigation (sign-in secrets left out). */
export function trackPageView(rawPath: string): void {
  const path = redactPath(rawPath);
  track('page_view', {
    page_path: path,
    page_location: typeof location === 'undefined' ? path : location.origin + path,
    page_title: typeof document === 'undefined' ? '' : document.title,
  });
}

/** Reports a sign-in; the spec's default method is otp. */
export function trackLogin(method = 'otp'): void {
  track('login', { method });
}

/** The events recorded in this page's life, oldest first (for tests and debugging). */
export function getTrackedEvents(): readonly TrackedEvent[] {
  return log;
}

/** The gtag calls made in this page's life (empty when no measurement id is configured): lib/gtag.ts replays them. */
export function getPendingGtagCalls(): ReadonlyArray<readonly [string, string, AnalyticsParams]> {
  return pending;
}

/** Forgets recorded and queued events (tests). */
export function resetAnalytics(): void {
  log.length = 0;
  pending.length = 0;
  measurementId = null;
  if (typeof window !== 'undefined') {
    delete window.gtag;
    delete window.dataLayer;
    document.head.querySelectorAll(`script[src^="${GTAG_SRC}"]`).forEach((el) => el.remove());
  }
}
