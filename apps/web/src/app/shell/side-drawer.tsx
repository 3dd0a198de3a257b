import { useAppSelector } from '../hooks';
import { lazyPart } from '../../lib/lazy-part';
import { selectIsDrawerOpen } from '../../features/ui';

const SideDrawerPanel = lazyPart(() =>
  import('./side-drawer-panel').then((m) => m.SideDrawerPanel),
);

/** The side navigation drawer, loaded when it first opens (its links, account and app sections). */
export function SideDrawer() {
  const open = useAppSelector(selectIsDrawerOpen);
  return open ? <SideDrawerPanel /> : null;
}
