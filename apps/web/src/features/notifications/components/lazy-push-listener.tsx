import { useEffect, useState } from 'react';
import { lazyPart } from '../../../lib/lazy-part';

const Listener = lazyPart(() => import('./push-listener').then((m) => m.PushListener), {
  progress: false,
});

/**
 * The shell's push listener (push-listener.tsx), loaded once the page has hydrated: it draws
 * nothing, and what it does (saving the subscription, toasting a push) can wait that long.
 */
export function PushListener() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <Listener /> : null;
}
