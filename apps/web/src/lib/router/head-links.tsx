import { useEffect } from 'react';
import { prefixOf } from './language-prefix';
import { useLocation } from './router';

/**
 * The head's canonical and hreflang links for a path: the canonical in the page's language
 * (`<html lang>`), an alternate in each language (the server drew them for the first page).
 */
export function syncHeadLinks(path: string): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    'link[rel=canonical],link[hreflang]',
  ))
    link.href = new URL(
      prefixOf(link.hreflang || document.documentElement.lang) + path,
      link.href,
    ).href;
}

/**
 * Keeps the head's canonical and hreflang links on the page open as the shopper moves around
 * the app or switches its language. It loads after the first screen (app/shell/start-up.tsx):
 * until then the server's links are right.
 */
export function HeadLinks(): null {
  const location = useLocation();
  useEffect(() => syncHeadLinks(location.pathname), [location]);
  return null;
}
