import type { ReactNode } from 'react';
import { errorMessage } from '../../../app/api';
import { blocks, Button } from '../../../components';
import { useT } from '../../../lib/i18n';

import styles from '../catalogue.module.css';
import { ReorderButtons } from '../reorder-buttons';
import { swapped } from './reorder';

/** A card of the home page's content (banners, shelves): its title, its Add button, a refusal. */
export function HomePanel({
  id,
  title,
  addLabel,
  onAdd,
  failure,
  children,
}: {
  id: string;
  title: string;
  addLabel: string;
  onAdd: () => void;
  failure: unknown;
  children: ReactNode;
}) {
  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby={id}>
      <div className={styles.treeRow}>
        <h2 id={id} className={styles.treeName}>
          {title}
        </h2>
        <Button onClick={onAdd}>{addLabel}</Button>
      </div>
      {failure ? (
        <p role="alert" className={styles.error}>
          {errorMessage(failure)}
        </p>
      ) : null}
      {children}
    </section>
  );
}

/** A home item's buttons: move up or down, edit, show or hide, delete. */
export function HomeItemActions<Id>({
  title,
  ids,
  index,
  isActive,
  busy,
  onOrder,
  onEdit,
  onToggle,
  onDelete,
}: {
  title: string;
  /** The ids of the whole list in its order; this item is at `index`. */
  ids: Id[];
  index: number;
  isActive: boolean;
  busy: boolean;
  onOrder: (ids: Id[]) => unknown;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <span className={styles.rowActions}>
      <ReorderButtons
        name={title}
        first={index === 0}
        last={index === ids.length - 1}
        disabled={busy}
        onMove={(step) => onOrder(swapped(ids, index, index + step))}
      />
      <Button size="s" variant="secondary" onClick={onEdit}>
        {t('catalogue.edit')}
      </Button>
      <Button size="s" variant="secondary" disabled={busy} onClick={onToggle}>
        {isActive ? t('catalogue.hide') : t('catalogue.show')}
      </Button>
      <Button size="s" variant="danger" disabled={busy} onClick={onDelete}>
        {t('catalogue.delete')}
      </Button>
    </span>
  );
}
