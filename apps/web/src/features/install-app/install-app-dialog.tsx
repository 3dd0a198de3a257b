import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button, Dialog } from '@kirana/ui';
import { detectInstallPlatform, INSTALL_INSTRUCTIONS } from './install-platform';
import { promptNativeInstall, useHasNativePrompt } from './install-prompt';
import { remindLater } from './install-snooze';
import { installDialogClosed, selectIsInstallDialogOpen } from '../ui';

/** The install-app dialog: a native prompt where the browser has one, instructions elsewhere. */
export default function InstallAppDialog() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectIsInstallDialogOpen);
  const storeName = useAppSelector((state) => state.general.storeConfigs?.StoreName) ?? 'Kirana';
  const hasNativePrompt = useHasNativePrompt();
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
