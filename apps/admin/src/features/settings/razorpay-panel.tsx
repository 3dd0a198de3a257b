import { useState } from 'react';
import type { Translate } from '@kirana/ui/i18n';
import {
  RazorpayKeyCheckBody,
  RazorpayKeysBody,
  type RazorpayConnection,
  type RazorpayKeyCheck,
} from '@kirana/shared';
import { errorMessage } from '../../app/api';
import {
  Badge,
  blocks,
  Button,
  ConfirmDialog,
  formatDateTime,
  FormTextField,
  QueryState,
} from '../../components';
import { useT } from '../../lib/i18n';
import { settingsApi } from './api';
import { SaveBar } from './save-bar';
import { SettingsForm } from './settings-form';
import { useSettingsForm } from './use-settings-form';
import styles from './settings.module.css';

/**
 * Razorpay connected from the console (the owner only): its key id, key secret and webhook
 * secret, tried with Razorpay before they are kept (the server keeps the secrets encrypted and
 * never sends them back). Keys set in the server's environment win, shown read-only.
 */
export function RazorpayPanel() {
  const query = settingsApi.useRazorpayConnectionQuery();
  return (
    <QueryState query={query}>
      {(d) => <RazorpayCard key={JSON.stringify(d)} connection={d} />}
    </QueryState>
  );
}

const blank: RazorpayKeysBody = { KeyId: '', KeySecret: '', WebhookSecret: '' };
const trimmed = (f: RazorpayKeysBody): RazorpayKeysBody => ({
  KeyId: f.KeyId.trim(),
  KeySecret: f.KeySecret.trim(),
  WebhookSecret: f.WebhookSecret.trim(),
});

function checkWords(t: Translate, check: RazorpayKeyCheck): string {
  if (check.Ok) return t('settings.razorpay.test-ok');
  const why = check.Detail ?? '';
  if (check.Problem === 'wrong-keys') return t('settings.razorpay.test-wrong-keys', { why });
  if (check.Problem === 'unreachable') return t('settings.razorpay.test-unreachable', { why });
  return t('settings.razorpay.test-refused', { why });
}

function RazorpayCard({ connection: c }: { connection: RazorpayConnection }) {
  const t = useT();
  const title = t('settings.razorpay.title');
  const [connect, connecting] = settingsApi.useConnectRazorpayMutation({
    fixedCacheKey: 'settings-razorpay',
  });
  const [test, testing] = settingsApi.useTestRazorpayKeysMutation();
  const [disconnect, disconnecting] = settingsApi.useDisconnectRazorpayMutation();
  const [confirming, setConfirming] = useState(false);
  const [testNote, setTestNote] = useState<{ ok: boolean; text: string } | null>(null);
  const { form, submit, refusal } = useSettingsForm({
    values: blank,
    schema: RazorpayKeysBody,
    bodyOf: trimmed,
    send: connect,
  });

  const runTest = async () => {
    const { KeyId, KeySecret } = trimmed(form.getValues());
    const body = RazorpayKeyCheckBody.safeParse({ KeyId, KeySecret });
    if (!body.success) return setTestNote({ ok: false, text: t('settings.razorpay.test-fill') });
    setTestNote(null);
    const res = await test(body.data);
    if (res.error !== undefined) setTestNote({ ok: false, text: errorMessage(res.error) });
    else setTestNote({ ok: res.data.Ok, text: checkWords(t, res.data) });
  };

  const mode = c.Mode && (
    <Badge tone={c.Mode === 'live' ? 'good' : 'warn'}>
      {t(c.Mode === 'live' ? 'settings.razorpay.mode-live' : 'settings.razorpay.mode-test')}
    </Badge>
  );
  const facts = c.KeyId && (
    <dl className={styles.note}>
      <dt>{t('settings.razorpay.key-id')}</dt>
      <dd>
        <code>{c.KeyId}</code> {mode}
      </dd>
      {c.ConnectedAt && (
        <>
          <dt>{t('settings.razorpay.connected-at')}</dt>
          <dd>
            {t('settings.razorpay.connected-by', {
              at: formatDateTime(c.ConnectedAt),
              by: c.ConnectedBy ?? '',
            })}
          </dd>
        </>
      )}
    </dl>
  );

  if (c.Source === 'environment')
    return (
      <section className={`${styles.panel} ${blocks.card}`} aria-label={title}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        <p>
          <Badge tone="good">{t('settings.razorpay.connected')}</Badge>
        </p>
        <p className={styles.note}>{t('settings.razorpay.from-environment')}</p>
        {facts}
      </section>
    );

  return (
    <SettingsForm title={title} onSubmit={submit}>
      <p>
        {c.Source === 'console' ? (
          <Badge tone={c.IsReadable ? 'good' : 'warn'}>
            {t(c.IsReadable ? 'settings.razorpay.connected' : 'settings.razorpay.unreadable')}
          </Badge>
        ) : (
          <Badge tone="warn">{t('settings.razorpay.not-connected')}</Badge>
        )}
      </p>
      {c.Source === 'console' && !c.IsReadable && (
        <p role="alert" className={styles.error}>
          {t('settings.razorpay.unreadable-note')}
        </p>
      )}
      {facts}
      <p className={styles.note}>
        {t(c.Source === 'console' ? 'settings.razorpay.replace-note' : 'settings.razorpay.note')}
      </p>
      <div className={blocks.formGrid}>
        <FormTextField
          control={form.control}
          name="KeyId"
          label={t('settings.razorpay.key-id')}
          hint={t('settings.razorpay.key-id-hint')}
          autoComplete="off"
        />
        <FormTextField
          control={form.control}
          name="KeySecret"
          label={t('settings.razorpay.key-secret')}
          type="password"
          autoComplete="new-password"
        />
        <FormTextField
          control={form.control}
          name="WebhookSecret"
          label={t('settings.razorpay.webhook-secret')}
          hint={t('settings.razorpay.webhook-secret-hint')}
          type="password"
          autoComplete="new-password"
        />
      </div>
      <div className={styles.buttons}>
        <Button type="button" variant="secondary" busy={testing.isLoading} onClick={runTest}>
          {t('settings.razorpay.test')}
        </Button>
        {c.Source === 'console' && (
          <Button type="button" variant="danger" onClick={() => setConfirming(true)}>
            {t('settings.razorpay.disconnect')}
          </Button>
        )}
        {testNote && (
          <p
            role={testNote.ok ? 'status' : 'alert'}
            className={testNote.ok ? styles.saved : styles.error}
          >
            {testNote.text}
          </p>
        )}
      </div>
      <SaveBar state={connecting} label={t('settings.razorpay.connect')} localError={refusal} />
      <ConfirmDialog
        open={confirming}
        title={t('settings.razorpay.disconnect-title')}
        text={t('settings.razorpay.disconnect-text')}
        confirmLabel={t('settings.razorpay.disconnect')}
        danger
        busy={disconnecting.isLoading}
        error={disconnecting.isError ? errorMessage(disconnecting.error) : undefined}
        onClose={() => setConfirming(false)}
        onConfirm={() => void disconnect()}
      />
    </SettingsForm>
  );
}
