import { useState } from 'react';
import type { AdminShelf } from '@kirana/shared';
import { Badge, EmptyState, QueryState } from '../../../components';
import { useT } from '../../../lib/i18n';
import { catalogueApi } from '../api';
import styles from '../catalogue.module.css';
import { HomeItemActions, HomePanel } from './home-panel';
import { ShelfForm } from './shelf-form';

/** The shelves under the home page's own rails: add, edit, move, show or hide, delete. */
export function ShelvesPanel() {
  const t = useT();
  const query = catalogueApi.useShelvesQuery();
  const categories = catalogueApi.useCategoriesQuery().data?.Categories ?? [];
  const [editing, setEditing] = useState<AdminShelf | 'new' | null>(null);
  const [order, ordering] = catalogueApi.useOrderShelvesMutation();
  const [update, updating] = catalogueApi.useUpdateShelfMutation();
  const [remove, removing] = catalogueApi.useDeleteShelfMutation();
  const failure = ordering.error ?? updating.error ?? removing.error;
  const busy = ordering.isLoading || updating.isLoading || removing.isLoading;
  const shows = (s: AdminShelf) => {
    if (s.Kind !== 'category')
      return t('catalogue.shelves.chosen-count', { count: s.ProductIds.length });
    const category = categories.find((c) => c.Id === s.CategoryId);
    return category
      ? t('catalogue.shelves.best-of', { category: category.Name })
      : t('catalogue.shelves.kind-category');
  };

  return (
    <HomePanel
      id="shelves"
      title={t('catalogue.shelves.title')}
      addLabel={t('catalogue.shelves.add')}
      onAdd={() => setEditing('new')}
      failure={failure}
    >
      <QueryState
        query={query}
        isEmpty={(d) => d.Shelves.length === 0}
        empty={
          <EmptyState
            title={t('catalogue.shelves.empty')}
            text={t('catalogue.shelves.empty-text')}
          />
        }
      >
        {(d) => (
          <ol className={styles.tree}>
            {d.Shelves.map((s, i) => (
              <li key={s.ShelfId} className={styles.treeRow}>
                <span className={styles.treeName}>
                  <strong>{s.Title}</strong>{' '}
                  {!s.IsActive && <Badge tone="neutral">{t('catalogue.hidden')}</Badge>}
                  <br />
                  <span className={styles.muted}>{shows(s)}</span>
                </span>
                <HomeItemActions
                  title={s.Title}
                  ids={d.Shelves.map((x) => x.ShelfId)}
                  index={i}
                  isActive={s.IsActive}
                  busy={busy}
                  onOrder={order}
                  onEdit={() => setEditing(s)}
                  onToggle={() => update({ id: s.ShelfId, body: { IsActive: !s.IsActive } })}
                  onDelete={() => remove(s.ShelfId)}
                />
              </li>
            ))}
          </ol>
        )}
      </QueryState>
      {editing && (
        <ShelfForm
          shelf={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </HomePanel>
  );
}
