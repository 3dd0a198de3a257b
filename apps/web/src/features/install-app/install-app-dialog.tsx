import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button, Dialog } from '@kirana/ui';
import { useT } from '../../lib/i18n';
import { detectInstallPlatform, installInstructions } from './install-platform';
import { promptNativeInstall, useHasNativePrompt } from './install-prompt';
import { remindLater } from './install-snooze';
import { installDialogClosed, selectIsInstallDialogOpen } from '../ui';

/** The install-app dialog: a native prompt where the browser has one, instructions elsewhere. */
export default function InstallAppDialog() {
  const t = useT();
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
          {t('install.later')}
        </Button>
        <Button onClick={install}>{t('install.now')}</Button>
      </>
    ) : (
      <Button onClick={close}>{t('install.done')}</Button>
    );
  return (
    <Dialog
      open={open}
      title={t('install.title', { store: storeName })}
      onClose={platform === 'native' ? later : close}
      actions={actions}
    >
      {platform === 'unsupported' ? null : <p>{t('install.why')}</p>}
      {platform === 'native' ? null : <p>{installInstructions(platform, t)}</p>}
    </Dialog>
  );
}
