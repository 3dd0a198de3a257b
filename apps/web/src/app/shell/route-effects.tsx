import { useEffect, useRef } from 'react';
import { useLocation } from '../../lib/router';
import { useAppSelector } from '../hooks';
import { trackPageView } from '../../lib/analytics';
import { replayEarlyTaps } from '../early-taps';
import { firstScreenReady } from '../after-first-screen';

/** Before the page renders: the tab title falls back to the store name on every new path. */
export function RouteTitleReset() {
  const { pathname } = useLocation();
  const storeName = useAppSelector((state) => state.general.storeConfigs?.StoreName) ?? 'Kirana';
  useEffect(() => {
    document.title = storeName;
  }, [pathname, storeName]);
  return null;
}

/**
 * After the page renders: reports the navigation to analytics as page_view (once per history
 * entry, with the page's own title) and scrolls a new path to the top. The first time, it marks
 * <html data-ready>: a page the server drew is shown before it answers taps, and this says it now
 * does (browser tests wait for it); the buttons tapped before then are clicked again (inside the
 * page's Suspense boundary, which React hydrates after the shell, so the page's are live too),
 * and the work held for after the first screen starts (after-first-screen.ts).
 */
export function RouteEffects() {
  const location = useLocation();
  const lastKey = useRef<string | null>(null);
  const lastPath = useRef(location.pathname);
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
    replayEarlyTaps();
    firstScreenReady();
  }, []);
  useEffect(() => {
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    trackPageView(location.pathname + location.search);
  }, [location]);
  useEffect(() => {
    if (lastPath.current === location.pathname) return;
    lastPath.current = location.pathname;
    document.documentElement.scrollTop = 0;
  }, [location.pathname]);
  return null;
}
