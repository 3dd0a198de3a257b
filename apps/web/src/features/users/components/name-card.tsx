import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '@kirana/ui';
import { Card } from '../../../components/page-frame';
import { toFailure } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { profileChanged } from '../../auth';
import { selectUser } from '../user-slice';
import { renameProfile } from '../api';
import styles from './profile.module.css';

/** The user's name, editable in place (PATCH /profile). */
export function NameCard() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { username } = useAppSelector(selectUser);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(username);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > 80) {
      setError(trimmed ? t('account.name.tooLong') : t('account.name.empty'));
      return;
    }
    setSaving(true);
    try {
      const profile = await renameProfile(trimmed);
      await dispatch(profileChanged({ username: profile.Username }));
      setEditing(false);
      setError(null);
    } catch (err) {
      setError(toFailure(err).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <h2 className={styles.cardTitle}>{t('account.name.title')}</h2>
      {editing ? (
        <form className={styles.form} onSubmit={(e) => void save(e)} noValidate>
          <label className={styles.fieldLabel} htmlFor="profile-name">
            {t('account.name.label')}
          </label>
          <div className={styles.inline}>
            <input
              id="profile-name"
              className={styles.input}
              autoComplete="name"
              maxLength={80}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'profile-name-error' : undefined}
              autoFocus
            />
            <Button type="submit" disabled={saving}>
              {saving ? t('account.saving') : t('account.save')}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)} disabled={saving}>
              {t('account.cancel')}
            </Button>
          </div>
          {error ? (
            <p id="profile-name-error" className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : (
        <div className={styles.row}>
          <span className={styles.value}>{username || t('account.name.notSet')}</span>
          <Button
            variant="secondary"
            size="s"
            onClick={() => {
              setName(username);
              setEditing(true);
            }}
          >
            {t('account.name.edit')}
          </Button>
        </div>
      )}
    </Card>
  );
}
