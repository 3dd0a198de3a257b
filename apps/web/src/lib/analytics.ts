// One analytics adapter for the whole app. Nothing leaves the browser unless the store configures
// a Google Analytics 4 measurement id.

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
/** Events waiting for gtag; filled only when a measurement id is configured. */
const pending: Array<[string, string, AnalyticsParams]> = [];
let measurementId: string | null = null;

declare global {
  interface Window {
    __kiranaAnalytics?: TrackedEvent[];
  }
}

/** Sets the GA4 id from the store configs; null (the default) keeps every event in the browser. */
export function configureAnalytics(id: string | null): void {
  measurementId = id && id.trim() ? id.trim() : null;
  // The server's Content-Security-Policy allows scripts from 'self' only, so the gtag.js script
  // from googletagmanager.com cannot load yet. Until the CSP names it, events are queued here in
  // gtag's argument format; the script that loads gtag can replay `getPendingGtagCalls()`.
}

/** Records an event, and queues it for GA4 when a measurement id is configured. */
export function track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
  const entry: TrackedEvent = { event, params, at: Date.now() };
  log.push(entry);
  if (log.length > LOG_LIMIT) log.shift();
  if (import.meta.env.DEV && typeof window !== 'undefined') window.__kiranaAnalytics = log;
  if (measurementId) pending.push(['event', event, { ...params, send_to: measurementId }]);
}

/** Reports a page view for a client-side navigation. */
export function trackPageView(path: string): void {
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

/** The gtag calls waiting for the GA4 script (empty when no measurement id is configured). */
export function getPendingGtagCalls(): ReadonlyArray<readonly [string, string, AnalyticsParams]> {
  return pending;
}

/** Forgets recorded and queued events (tests). */
export function resetAnalytics(): void {
  log.length = 0;
  pending.length = 0;
  measurementId = null;
}
