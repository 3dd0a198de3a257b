import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '@kirana/ui';
import { isNarrowViewport } from '../../lib/device';
import { useT } from '../../lib/i18n';
import { detectInstallPlatform } from './install-platform';
import { useHasNativePrompt } from './install-prompt';
import { mayOfferInstall, remindLater } from './install-snooze';
import { installDialogShown } from '../ui';
import styles from './install-app-banner.module.css';

/**
 * A small offer to install the app, shown on the order confirmation (the moment a shopper has a
 * reason to come back) instead of a dialog over the pages they shop on: phone widths (the spec's
 * 768 px), a browser that can install, not installed, not snoozed by 'Not now' / 'Remind me later'.
 */
export function InstallAppBanner() {
  const t = useT();
  const dispatch = useAppDispatch();
  const storeName = useAppSelector((state) => state.general.storeConfigs?.StoreName) ?? 'Kirana';
  const hasNativePrompt = useHasNativePrompt();
  // read after hydration: the server knows neither the viewport nor what was snoozed
  const [offer, setOffer] = useState(false);
  useEffect(() => {
    const platform = detectInstallPlatform({
      userAgent: navigator.userAgent,
      hasNativePrompt,
      maxTouchPoints: navigator.maxTouchPoints,
    });
    setOffer(isNarrowViewport() && platform !== 'unsupported' && mayOfferInstall());
  }, [hasNativePrompt]);
  if (!offer) return null;
  const notNow = () => {
    remindLater();
    setOffer(false);
  };
  return (
    <aside
      className={styles.banner}
      aria-label={t('install.banner.label')}
      data-testid="install-banner"
    >
      <p className={styles.text}>
        <strong>{t('install.banner.title', { store: storeName })}</strong>
        <span>{t('install.banner.text')}</span>
      </p>
      <span className={styles.buttons}>
        <Button size="s" onClick={() => dispatch(installDialogShown())}>
          {t('install.banner.install')}
        </Button>
        <Button size="s" variant="ghost" onClick={notNow}>
          {t('install.banner.notNow')}
        </Button>
      </span>
    </aside>
  );
}
