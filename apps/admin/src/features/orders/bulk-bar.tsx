import type { AdminBulkStatusAnswer } from '@kirana/shared';
import { errorMessage } from '../../app/api';
import { Button } from '../../components';
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
  const [bulk, state] = useBulkStatusMutation();
  const run = async (Status: 'confirmed' | 'packed') => {
    const res = await bulk({ OrderIds: selected, Status });
    if ('data' in res && res.data)
      onDone(res.data.Results.filter((r) => r.Ok).map((r) => r.OrderId));
  };
  const answer: AdminBulkStatusAnswer | undefined = state.data;
  return (
    <div className={styles.bulk} role="region" aria-label="Selected orders">
      <div className={styles.bulkActions}>
        <span>{selected.length ? `${selected.length} selected` : 'Tick orders to move them'}</span>
        <Button
          size="s"
          disabled={!selected.length}
          busy={state.isLoading}
          onClick={() => void run('confirmed')}
        >
          Confirm
        </Button>
        <Button
          size="s"
          disabled={!selected.length}
          busy={state.isLoading}
          onClick={() => void run('packed')}
        >
          Mark packed
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
            {answer.Moved} moved{answer.Failed ? `, ${answer.Failed} not moved:` : '.'}
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
