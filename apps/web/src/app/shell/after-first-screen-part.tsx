import { useEffect, useState, type ReactNode } from 'react';
import { afterFirstScreen } from '../after-first-screen';

/**
 * Mounts its children once the first screen is hydrated (app/after-first-screen.ts). For parts
 * that draw nothing while the page starts: the server's markup has none of them to hydrate.
 */
export function AfterFirstScreen({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstScreen(() => setReady(true)), []);
  return ready ? children : null;
}
