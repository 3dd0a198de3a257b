import type { AdminBulkStatusAnswer } from '@kirana/shared';
import { errorMessage } from '../../app/api';
import { Button } from '../../components';
import { useT } from '../../lib/i18n';
import { useBulkStatusMutation } from './api';
import styles from './orders.module.css';

/** Confirm or pack the ticked orders; shows how many moved and why any did not. */
export function BulkBar({
  selected,
  numberOf,
  onDone,
}: {
  selected: number[];
  numberOf: (id: number) => string;
  onDone: (moved: number[]) => void;
}) {
  const t = useT();
  const [bulk, state] = useBulkStatusMutation();
  const run = async (Status: 'confirmed' | 'packed') => {
    const res = await bulk({ OrderIds: selected, Status });
    if ('data' in res && res.data)
      onDone(res.data.Results.filter((r) => r.Ok).map((r) => r.OrderId));
  };
  const answer: AdminBulkStatusAnswer | undefined = state.data;
  return (
    <div className={styles.bulk} role="region" aria-label={t('orders.bulk.label')}>
      <div className={styles.bulkActions}>
        <span>
          {selected.length
            ? t('orders.bulk.selected', { count: selected.length })
            : t('orders.bulk.tick')}
        </span>
        <Button
          size="s"
          disabled={!selected.length}
          busy={state.isLoading}
          onClick={() => void run('confirmed')}
        >
          {t('orders.move.confirmed')}
        </Button>
        <Button
          size="s"
          disabled={!selected.length}
          busy={state.isLoading}
          onClick={() => void run('packed')}
        >
          {t('orders.move.packed')}
        </Button>
      </div>
      {state.isError && (
        <p role="alert" className={styles.error}>
          {errorMessage(state.error)}
        </p>
      )}
      {answer && !state.isLoading && (
        <div role="status" className={styles.bulkResult}>
          <p>
            {answer.Failed
              ? t('orders.bulk.moved-some', { moved: answer.Moved, failed: answer.Failed })
              : t('orders.bulk.moved', { moved: answer.Moved })}
          </p>
          {answer.Failed > 0 && (
            <ul>
              {answer.Results.filter((r) => !r.Ok).map((r) => (
                <li key={r.OrderId}>
                  {numberOf(r.OrderId)}: {r.Message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
