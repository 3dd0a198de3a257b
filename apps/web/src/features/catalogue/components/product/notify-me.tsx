import { useState } from 'react';
import { Link, useLocation } from '../../../../lib/router';
import { useAppSelector } from '../../../../app/hooks';
import { toFailure } from '../../../../lib/api-client';
import { useServerQuery } from '../../../../lib/use-server-query';
import { fetchStockAlerts, notifyBackInStock } from '../../../notifications';
import { selectIsAuthenticated } from '../../../users';
import { useT } from '../../../../lib/i18n';
import styles from './notify-me.module.css';

/** What a tap did: saving the alert, saved, or failed. */
const TICK = '✓ ';

type Tap = { kind: 'saving' } | { kind: 'waiting' } | { kind: 'failed'; message: string };
type State = { kind: 'checking' | 'idle' | 'waiting' } | Tap;

/**
 * Whether this row already has my alert (asked before, on this or another device): null while
 * checking; false signed out, or when the check failed (a tap will say what is wrong).
 */
function useAlertAlreadySet(signedIn: boolean, productId: number, variantId: number | null) {
  const alerts = useServerQuery(
    signedIn ? `GET /back-in-stock?productId=${productId}` : null,
    (signal) => fetchStockAlerts(productId, signal),
  );
  if (alerts.status === 'loading') return null;
  return alerts.status === 'ready' && alerts.data.Waiting.includes(variantId);
}

/**
 * "Notify me" for an out-of-stock product or option row: signed out, it asks to sign in and
 * comes back here; signed in, one tap opens the alert (told by email or SMS, and push, once
 * when it is back) and the button turns into "We'll tell you when it's back". A second tap,
 * or one while saving, sends nothing (the server keeps one alert per row anyway).
 */
export default function NotifyMe({
  productId,
  variantId,
}: {
  productId: number;
  /** the chosen option row; null for a product without options */
  variantId: number | null;
}) {
  const t = useT();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { pathname } = useLocation();
  const alreadySet = useAlertAlreadySet(signedIn, productId, variantId);
  // a tap speaks for its own row only
  const row = `${productId}/${variantId}`;
  const [tapped, setTapped] = useState<{ row: string; tap: Tap } | null>(null);
  const tap = tapped?.row === row ? tapped.tap : null;
  const setTap = (next: Tap) => setTapped({ row, tap: next });
  const state: State = tap ?? {
    kind: alreadySet === null ? 'checking' : alreadySet ? 'waiting' : 'idle',
  };

  if (!signedIn)
    return (
      <div className={styles.box}>
        <Link className={styles.button} to={`/login?next=${encodeURIComponent(pathname)}`}>
          {t('product.notify')}
        </Link>
        <p className={styles.hint}>{t('product.notify-signin')}</p>
      </div>
    );
  if (state.kind === 'waiting')
    return (
      <p className={styles.waiting} role="status">
        <span aria-hidden="true">{TICK}</span>
        {t('product.notify-waiting')}
      </p>
    );

  const busy = state.kind === 'saving' || state.kind === 'checking';
  const subscribe = async () => {
    if (busy) return;
    setTap({ kind: 'saving' });
    try {
      await notifyBackInStock({ productId, variantId });
      setTap({ kind: 'waiting' });
    } catch (err) {
      const f = toFailure(err);
      setTap({
        kind: 'failed',
        message: f.code === 'IN_STOCK' ? t('product.notify-back') : f.message,
      });
    }
  };
  return (
    <div className={styles.box}>
      <button
        type="button"
        className={styles.button}
        onClick={() => void subscribe()}
        aria-disabled={busy}
        aria-busy={busy}
      >
        {state.kind === 'saving' ? t('product.saving') : t('product.notify')}
      </button>
      {state.kind === 'failed' ? (
        <p className={styles.error} role="alert">
          {t('product.notify-failed', { reason: state.message })}
        </p>
      ) : (
        <p className={styles.hint}>{t('product.notify-hint')}</p>
      )}
    </div>
  );
}
