import { useState } from 'react';
import type { OtpChannel } from '@kirana/shared';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '@kirana/ui';
import { Card } from '../../../components/page-frame';
import { useT } from '../../../lib/i18n';
import { selectUser } from '../user-slice';
import { ContactChange } from './contact-change';
import styles from './profile.module.css';

/** Email and mobile number, each changeable after a code sent to the new one. */
export function ContactCard() {
  const t = useT();
  const { email, phoneNumber } = useAppSelector(selectUser);
  const [changing, setChanging] = useState<OtpChannel | null>(null);
  const rows: Array<{ channel: OtpChannel; label: string; value: string | null }> = [
    { channel: 'email', label: t('account.contact.email'), value: email },
    {
      channel: 'phone',
      label: t('account.contact.mobile'),
      value: phoneNumber ? `+91 ${phoneNumber.slice(0, 5)} ${phoneNumber.slice(5)}` : null,
    },
  ];
  return (
    <Card>
      <h2 className={styles.cardTitle}>{t('account.contact.title')}</h2>
      {rows.map((row) => (
        <div key={row.channel} className={styles.row}>
          {changing === row.channel ? (
            <ContactChange channel={row.channel} onDone={() => setChanging(null)} />
          ) : (
            <>
              <span>
                <span className={styles.label}>{row.label}</span>
                <span className={styles.value}>{row.value ?? t('account.contact.notAdded')}</span>
              </span>
              <Button
                variant="secondary"
                size="s"
                onClick={() => setChanging(row.channel)}
                aria-label={
                  row.value
                    ? t('account.contact.changeLabel', { channel: row.channel })
                    : t('account.contact.addLabel', { channel: row.channel })
                }
              >
                {row.value ? t('account.contact.change') : t('account.contact.add')}
              </Button>
            </>
          )}
        </div>
      ))}
    </Card>
  );
}
