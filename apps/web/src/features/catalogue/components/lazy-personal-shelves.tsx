import { useEffect, useState, type ComponentProps } from 'react';
import { lazyPart } from '../../../lib/lazy-part';
import { loadNamespaces } from '../../../lib/i18n';
import type PersonalShelves from './personal-shelves';

type Props = ComponentProps<typeof PersonalShelves>;

// their words are in the product namespace (the catalogue pages'), which a home page has not loaded
const Shelves = lazyPart<Props>(
  () =>
    Promise.all([import('./personal-shelves'), loadNamespaces(['product'])]).then(
      ([m]) => m.default,
    ),
  { progress: false },
);

/**
 * The personal shelves, never part of the first screen: their code and data are asked for once
 * the page is hydrated and the browser idle.
 */
export default function LazyPersonalShelves(props: Props) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // cancelled on unmount: a page left (or a test torn down) before the idle moment sets nothing
    if (window.requestIdleCallback) {
      const id = window.requestIdleCallback(() => setIdle(true));
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(id);
  }, []);
  return idle ? <Shelves {...props} /> : null;
}
