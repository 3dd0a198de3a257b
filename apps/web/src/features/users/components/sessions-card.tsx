import { useState } from 'react';
import type { SessionInfo } from '@kirana/shared';
import { useAppDispatch } from '../../../app/hooks';
import { Button, ErrorState } from '@kirana/ui';
import { Card } from '../../../components/page-frame';
import { InlineLoader } from '../../../components/three-dots-loader';
import { toFailure } from '../../../lib/api-client';
import { useI18n, useT } from '../../../lib/i18n';
import { useServerQuery } from '../../../lib/use-server-query';
import { errorDialogShown } from '../../ui';
import { logout, logoutEverywhere } from '../../auth';
import { endSession, getSessions } from '../api';
import { describeAgent, formatWhen } from '../display';
import styles from './profile.module.css';

/** Where the user is signed in, with "Sign out" per session and "Sign out everywhere". */
export function SessionsCard() {
  const t = useT();
  const i18n = useI18n();
  const when = (iso: string) => formatWhen(iso, i18n);
  const dispatch = useAppDispatch();
  const query = useServerQuery('GET /sessions', getSessions);
  // sessions signed out from here leave the list without asking the server again
  const [ended, setEnded] = useState<number[]>([]);
  const [busy, setBusy] = useState<number | 'all' | null>(null);
  const sessions = query.data?.filter((s) => !ended.includes(s.SessionId)) ?? null;

  const end = async (session: SessionInfo) => {
    if (session.IsCurrent) {
      await dispatch(logout());
      return;
    }
    setBusy(session.SessionId);
    try {
      await endSession(session.SessionId);
      setEnded((ids) => [...ids, session.SessionId]);
    } catch (err) {
      const failure = toFailure(err);
      dispatch(errorDialogShown({ title: failure.message, body: failure.description }));
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (query.status === 'error')
    body = (
      <ErrorState
        title={t('account.sessions.loadFailed')}
        message={query.failure.message}
        onRetry={() => void query.refetch()}
        retryLabel={t('common.retry')}
      />
    );
  else if (!sessions) body = <InlineLoader label={t('account.sessions.loading')} />;
  else
    body = (
      <ul className={styles.list}>
        {sessions.map((session) => (
          <li key={session.SessionId} className={styles.row}>
            <span>
              <span className={styles.value}>
                {describeAgent(session.UserAgent, t)}
                {session.IsCurrent ? (
                  <span className={styles.current}>{t('account.sessions.thisDevice')}</span>
                ) : null}
              </span>
              <span className={styles.muted}>
                {t('account.sessions.when', {
                  signedIn: when(session.CreatedAt),
                  lastSeen: when(session.LastSeenAt),
                })}
              </span>
            </span>
            <Button
              variant="secondary"
              size="s"
              disabled={busy !== null}
              onClick={() => void end(session)}
              aria-label={
                session.IsCurrent
                  ? t('account.sessions.signOutThis')
                  : t('account.sessions.signOutOf', { device: describeAgent(session.UserAgent, t) })
              }
            >
              {t('account.signOut')}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <Card>
      <h2 className={styles.cardTitle}>{t('account.sessions.title')}</h2>
      {body}
      {sessions && sessions.length > 0 ? (
        <div className={styles.row}>
          <span className={styles.muted}>{t('account.sessions.lostPhone')}</span>
          <Button
            variant="secondary"
            disabled={busy !== null}
            onClick={() => {
              setBusy('all');
              void dispatch(logoutEverywhere()).then((done) => !done && setBusy(null));
            }}
          >
            {t('account.sessions.signOutEverywhere')}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
