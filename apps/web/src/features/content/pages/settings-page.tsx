import { Link } from '../../../lib/router';
import { useAppDispatch } from '../../../app/hooks';
import { Button, buttonClassName } from '@kirana/ui';
import { Card, PageFrame } from '../../../components/page-frame';
import { Switch } from '../../../components/switch';
import {
  NOTICE_SOUND_KEY,
  NOTICE_VIBRATION_KEY,
  setNoticeSetting,
  useNoticeSetting,
} from '../../../lib/notice-settings';
import { useT, type Translate } from '../../../lib/i18n';
import { setThemePreference, useTheme, type ThemePreference } from '../../../lib/theme';
import { installDialogShown } from '../../ui';
import { PushSettingsRow } from '../../notifications';
import { WhatsAppSettingsRow } from '../../whatsapp';
import styles from './info-page.module.css';

const THEME_OPTIONS: Array<{ value: ThemePreference; label: (t: Translate) => string }> = [
  { value: 'system', label: (t) => t('content.settings.theme.system') },
  { value: 'light', label: (t) => t('content.settings.theme.light') },
  { value: 'dark', label: (t) => t('content.settings.theme.dark') },
];

function ThemeChoice() {
  const t = useT();
  const { preference } = useTheme();
  return (
    <fieldset className={styles.group}>
      <legend>{t('content.settings.appearance')}</legend>
      <p className={styles.hint}>{t('content.settings.appearanceHint')}</p>
      <div className={styles.options}>
        {THEME_OPTIONS.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="radio"
              name="theme"
              value={option.value}
              checked={preference === option.value}
              onChange={() => setThemePreference(option.value)}
            />
            {option.label(t)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Settings: theme, order updates by push and on WhatsApp (kept with the account), and the
 * notification sound and vibration switches. Each row says where it is kept: the theme, sound
 * and vibration in this browser, push on this device, WhatsApp with the account.
 */
export default function SettingsPage() {
  const t = useT();
  const dispatch = useAppDispatch();
  const sound = useNoticeSetting(NOTICE_SOUND_KEY);
  const vibration = useNoticeSetting(NOTICE_VIBRATION_KEY);
  return (
    <PageFrame
      title={t('content.settings.title')}
      description={t('content.settings.description')}
      narrow
    >
      <div className={styles.stack}>
        <Card>
          <ThemeChoice />
        </Card>
        <Card>
          <h2 className={styles.sectionTitle}>{t('content.settings.notifications')}</h2>
          <PushSettingsRow />
          <WhatsAppSettingsRow before={<hr className={styles.divider} />} />
          <hr className={styles.divider} />
          <Switch
            label={t('content.settings.sound')}
            description={t('content.settings.soundHint')}
            checked={sound}
            onChange={(on) => setNoticeSetting(NOTICE_SOUND_KEY, on)}
          />
          <hr className={styles.divider} />
          <Switch
            label={t('content.settings.vibration')}
            description={t('content.settings.vibrationHint')}
            checked={vibration}
            onChange={(on) => setNoticeSetting(NOTICE_VIBRATION_KEY, on)}
          />
        </Card>
        <Card>
          <h2 className={styles.sectionTitle}>{t('content.settings.app')}</h2>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => dispatch(installDialogShown())}>
              {t('content.settings.install')}
            </Button>
            <Link
              to="/instruction-clear-browser-data"
              className={buttonClassName({ variant: 'ghost' })}
            >
              {t('content.settings.clearData')}
            </Link>
          </div>
        </Card>
      </div>
    </PageFrame>
  );
}
