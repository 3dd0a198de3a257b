import { useAppSelector } from '../hooks';
import { lazyPart } from '../../lib/lazy-part';
import { loadNamespaces } from '../../lib/i18n';
import { selectIsDrawerOpen } from '../../features/ui';

// its words (locales/<language>/menu.json) load with it
const SideDrawerPanel = lazyPart(() =>
  Promise.all([import('./side-drawer-panel'), loadNamespaces(['menu'])]).then(
    ([m]) => m.SideDrawerPanel,
  ),
);

/** The side navigation drawer, loaded when it first opens (its links, account and app sections). */
export function SideDrawer() {
  const open = useAppSelector(selectIsDrawerOpen);
  return open ? <SideDrawerPanel /> : null;
}
