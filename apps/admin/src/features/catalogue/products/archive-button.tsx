import { errorMessage } from '../../../app/api';
import { Button } from '../../../components';
import { useT } from '../../../lib/i18n';
import { catalogueApi } from '../api';
import styles from '../catalogue.module.css';

/**
 * Archive or un-archive a product or one option row: archived, it is hidden from the shop and the
 * console's lists and can no longer be bought, while old orders keep it (nothing is deleted).
 */
export function ArchiveButton({
  kind,
  id,
  archived,
  name,
}: {
  kind: 'products' | 'variants';
  id: number;
  archived: boolean;
  /** what the button's accessible name says it archives */
  name: string;
}) {
  const t = useT();
  const [setArchived, state] = catalogueApi.useSetArchivedMutation();
  const label = archived ? t('catalogue.archive.unarchive') : t('catalogue.archive.archive');
  return (
    <>
      <Button
        size="s"
        variant="secondary"
        busy={state.isLoading}
        aria-label={`${label}: ${name}`}
        onClick={() => void setArchived({ kind, id, archive: !archived })}
      >
        {label}
      </Button>
      {state.isError && (
        <span role="alert" className={styles.error}>
          {errorMessage(state.error)}
        </span>
      )}
    </>
  );
}
