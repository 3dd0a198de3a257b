import { Suspense, type ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own, after the page around it and
 * in steps that leave the main thread free between them (a Suspense boundary, which never shows
 * a fallback here: nothing inside suspends). Wrap the long lists of a landing page in it.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
