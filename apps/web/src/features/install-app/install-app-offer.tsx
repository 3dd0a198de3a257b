import { useAppSelector } from '../../app/hooks';
import { lazyPart } from '../../lib/lazy-part';
import { loadNamespaces } from '../../lib/i18n';
import { selectIsInstallDialogOpen } from '../ui';

// its words (install.json) load beside its code
const InstallAppDialogPanel = lazyPart(() =>
  Promise.all([import('./install-app-dialog'), loadNamespaces(['install'])]).then(
    ([m]) => m.default,
  ),
);

/**
 * The install-app dialog (install-app-dialog.tsx), loaded when it opens: from the menu, or from
 * the small offer on the order confirmation (install-app-banner.tsx). It never pops up by itself
 * over a page the shopper is using.
 */
export function InstallAppDialog() {
  const open = useAppSelector(selectIsInstallDialogOpen);
  return open ? <InstallAppDialogPanel /> : null;
}
