import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { isNarrowViewport } from '../../lib/device';
import { detectInstallPlatform, INSTALL_INSTRUCTIONS } from './install-platform';
import {
  mayOfferInstall,
  promptNativeInstall,
  remindLater,
  useHasNativePrompt,
} from './install-prompt';
import { installDialogClosed, installDialogShown, selectIsInstallDialogOpen } from './ui-slice';

/** How long a returning phone visitor browses before the app offers itself. */
export const AUTO_OFFER_DELAY_MS = 8000;

/** Offers installation on its own to returning visitors on phone widths (< 768 px). */
function useAutoOffer(hasNativePrompt: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!isNarrowViewport() || !mayOfferInstall()) return;
    const platform = detectInstallPlatform({
      userAgent: navigator.userAgent,
      hasNativePrompt,
      maxTouchPoints: navigator.maxTouchPoints,
    });
    // Chromium browsers offer installing themselves once they can: only asked, never pushed
    if (
      platform === 'unsupported' ||
      platform === 'chrome-android' ||
      platform === 'samsung-android'
    )
      return;
    const timer = setTimeout(() => dispatch(installDialogShown()), AUTO_OFFER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dispatch, hasNativePrompt]);
}

/** The install-app dialog: a native prompt where the browser has one, instructions elsewhere. */
export default function InstallAppDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectIsInstallDialogOpen);
  const storeName = useAppSelector((state) => state.general.storeConfigs?.StoreName) ?? 'Kirana';
  const hasNativePrompt = useHasNativePrompt();
  useAutoOffer(hasNativePrompt);
  // no navigator while the server renders the shell (the dialog is closed then)
  const platform = detectInstallPlatform({
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    hasNativePrompt,
    maxTouchPoints: typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints,
  });
  const close = () => dispatch(installDialogClosed());
  const later = () => {
    remindLater();
    close();
  };
  const install = () => {
    close();
    void promptNativeInstall();
  };
  const actions =
    platform === 'native' ? (
      <>
        <Button variant="ghost" onClick={later}>
          Remind me later
        </Button>
        <Button onClick={install}>Install Now</Button>
      </>
    ) : (
      <Button onClick={close}>DONE</Button>
    );
  return (
    <Dialog
      open={open}
      title={`Install the ${storeName} app`}
      onClose={platform === 'native' ? later : close}
      actions={actions}
    >
      {platform === 'unsupported' ? null : (
        <p>Shop faster from your home screen: the app opens in a tap and uses less data.</p>
      )}
      {platform === 'native' ? null : <p>{INSTALL_INSTRUCTIONS[platform]}</p>}
    </Dialog>
  );
}
