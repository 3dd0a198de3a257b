import { useEffect, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { isNarrowViewport } from '../../lib/device';
import { lazyPart } from '../../lib/lazy-part';
import { mayOfferInstall } from './install-prompt';
import { selectIsInstallDialogOpen } from './ui-slice';

const InstallAppDialogPanel = lazyPart(() => import('./install-app-dialog').then((m) => m.default));

/**
 * The install-app dialog (install-app-dialog.tsx), loaded when it opens, or after the first
 * paint where it may offer itself: a returning visitor on a phone width, whose offer it times.
 */
export function InstallAppDialog() {
  const open = useAppSelector(selectIsInstallDialogOpen);
  // read after hydration: the server knows neither the viewport nor the visits
  const [mayAutoOffer, setMayAutoOffer] = useState(false);
  useEffect(() => setMayAutoOffer(isNarrowViewport() && mayOfferInstall()), []);
  return open || mayAutoOffer ? <InstallAppDialogPanel /> : null;
}
