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
    const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
    whenIdle(() => setIdle(true));
  }, []);
  return idle ? <Shelves {...props} /> : null;
}
