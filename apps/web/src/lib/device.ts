import { createContext, useContext, useSyncExternalStore } from 'react';

/** Widths below this are phones (spec: install prompt and layout breakpoint 768 px). */
export const MOBILE_BREAKPOINT = 768;
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 1}px)`;

const PHONE_UA =
  /iPhone|iPod|Android.+Mobile|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|Mobi/i;
const TABLET_UA = /iPad|Tablet|PlayBook|Silk/i;

/** True for a phone's user agent; tablets get the desktop layout. */
export function isPhoneUserAgent(userAgent: string): boolean {
  return PHONE_UA.test(userAgent) && !TABLET_UA.test(userAgent);
}

/** The device check: a narrow viewport, or a phone whatever its width (e.g. in landscape). */
export function isMobileDevice(env: { narrow: boolean; userAgent: string }): boolean {
  return env.narrow || isPhoneUserAgent(env.userAgent);
}

/** True when the viewport is narrower than the breakpoint. */
export function isNarrowViewport(): boolean {
  if (typeof window === 'undefined') return false;
  if (typeof window.matchMedia === 'function') return window.matchMedia(MOBILE_QUERY).matches;
  return window.innerWidth < MOBILE_BREAKPOINT;
}

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia === 'function') {
    const mql = window.matchMedia(MOBILE_QUERY);
    mql.addEventListener?.('change', onChange);
    return () => mql.removeEventListener?.('change', onChange);
  }
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

function getSnapshot(): boolean {
  return isMobileDevice({ narrow: isNarrowViewport(), userAgent: navigator.userAgent });
}

/**
 * The layout the server rendered the first screen in (it guesses a phone from the user agent).
 * The server renders with it and the browser hydrates with it, so both draw the same markup;
 * the browser then switches if its viewport says otherwise.
 */
export const RenderedLayoutContext = createContext<{ mobile: boolean }>({ mobile: false });

/** Whether to render the mobile layout; follows viewport changes at run time. */
export function useIsMobile(): boolean {
  const rendered = useContext(RenderedLayoutContext);
  return useSyncExternalStore(subscribe, getSnapshot, () => rendered.mobile);
}
