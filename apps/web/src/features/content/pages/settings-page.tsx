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
import { setThemePreference, useTheme, type ThemePreference } from '../../../lib/theme';
import { installDialogShown } from '../../ui';
import { PushSettingsRow } from '../../notifications';
import { WhatsAppSettingsRow } from '../../whatsapp';
import styles from './info-page.module.css';

const THEME_OPTIONS: Array<{ value: ThemePreference; label: string }> = [
  { value: 'system', label: 'System' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

function ThemeChoice() {
  const { preference } = useTheme();
  return (
    <fieldset className={styles.group}>
      <legend>Appearance</legend>
      <p className={styles.hint}>System follows your phone or computer's light or dark setting.</p>
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
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Settings: theme, order updates by push and on WhatsApp (kept with the account), and the
 * notification sound and vibration switches.
 */
export default function SettingsPage() {
  const dispatch = useAppDispatch();
  const sound = useNoticeSetting(NOTICE_SOUND_KEY);
  const vibration = useNoticeSetting(NOTICE_VIBRATION_KEY);
  return (
    <PageFrame title="Settings" description="These settings are saved in this browser only." narrow>
      <div className={styles.stack}>
        <Card>
          <ThemeChoice />
        </Card>
        <Card>
          <h2 className={styles.sectionTitle}>Notifications</h2>
          <PushSettingsRow />
          <WhatsAppSettingsRow before={<hr className={styles.divider} />} />
          <hr className={styles.divider} />
          <Switch
            label="Notification sound"
            description="Play a sound when an order update arrives."
            checked={sound}
            onChange={(on) => setNoticeSetting(NOTICE_SOUND_KEY, on)}
          />
          <hr className={styles.divider} />
          <Switch
            label="Vibration"
            description="Vibrate your phone for order updates."
            checked={vibration}
            onChange={(on) => setNoticeSetting(NOTICE_VIBRATION_KEY, on)}
          />
        </Card>
        <Card>
          <h2 className={styles.sectionTitle}>App</h2>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => dispatch(installDialogShown())}>
              Install the app
            </Button>
            <Link
              to="/instruction-clear-browser-data"
              className={buttonClassName({ variant: 'ghost' })}
            >
              How to clear browser data
            </Link>
          </div>
        </Card>
      </div>
    </PageFrame>
  );
}
