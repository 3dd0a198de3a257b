import { useState } from 'react';
import type { AdminShelf } from '@kirana/shared';
import { Badge, EmptyState, QueryState } from '../../../components';
import { catalogueApi } from '../api';
import styles from '../catalogue.module.css';
import { HomeItemActions, HomePanel } from './home-panel';
import { ShelfForm } from './shelf-form';

/** The shelves under the home page's own rails: add, edit, move, show or hide, delete. */
export function ShelvesPanel() {
  const query = catalogueApi.useShelvesQuery();
  const categories = catalogueApi.useCategoriesQuery().data?.Categories ?? [];
  const [editing, setEditing] = useState<AdminShelf | 'new' | null>(null);
  const [order, ordering] = catalogueApi.useOrderShelvesMutation();
  const [update, updating] = catalogueApi.useUpdateShelfMutation();
  const [remove, removing] = catalogueApi.useDeleteShelfMutation();
  const failure = ordering.error ?? updating.error ?? removing.error;
  const busy = ordering.isLoading || updating.isLoading || removing.isLoading;
  const shows = (s: AdminShelf) =>
    s.Kind === 'category'
      ? `Best sellers of ${categories.find((c) => c.Id === s.CategoryId)?.Name ?? 'a category'}`
      : `${s.ProductIds.length} chosen products`;

  return (
    <HomePanel
      id="shelves"
      title="Shelves"
      addLabel="Add a shelf"
      onAdd={() => setEditing('new')}
      failure={failure}
    >
      <QueryState
        query={query}
        isEmpty={(d) => d.Shelves.length === 0}
        empty={
          <EmptyState
            title="No shelves yet"
            text="A shelf shows chosen products, or a category's best sellers, on the home page."
          />
        }
      >
        {(d) => (
          <ol className={styles.tree}>
            {d.Shelves.map((s, i) => (
              <li key={s.ShelfId} className={styles.treeRow}>
                <span className={styles.treeName}>
                  <strong>{s.Title}</strong> {!s.IsActive && <Badge tone="neutral">Hidden</Badge>}
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
