import { useState } from 'react';
import type { HomeShelf } from '@kirana/shared';
import { errorMessage } from '../../../app/api';
import { Badge, blocks, Button, EmptyState, QueryState } from '../../../components';
import { catalogueApi } from '../api';
import styles from '../catalogue.module.css';
import { swapped } from './reorder';
import { ShelfForm } from './shelf-form';

/** The shelves under the home page's own rails: add, edit, move, show or hide, delete. */
export function ShelvesPanel() {
  const query = catalogueApi.useShelvesQuery();
  const categories = catalogueApi.useCategoriesQuery().data?.Categories ?? [];
  const [editing, setEditing] = useState<HomeShelf | 'new' | null>(null);
  const [order, ordering] = catalogueApi.useOrderShelvesMutation();
  const [update, updating] = catalogueApi.useUpdateShelfMutation();
  const [remove, removing] = catalogueApi.useDeleteShelfMutation();
  const failure = ordering.error ?? updating.error ?? removing.error;
  const busy = ordering.isLoading || updating.isLoading || removing.isLoading;
  const shows = (s: HomeShelf) =>
    s.Kind === 'category'
      ? `Best sellers of ${categories.find((c) => c.Id === s.CategoryId)?.Name ?? 'a category'}`
      : `${s.ProductIds.length} chosen products`;

  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby="shelves">
      <div className={styles.treeRow}>
        <h2 id="shelves" className={styles.treeName}>
          Shelves
        </h2>
        <Button onClick={() => setEditing('new')}>Add a shelf</Button>
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {errorMessage(failure)}
        </p>
      )}
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
                <span className={styles.rowActions}>
                  <Button
                    size="s"
                    variant="ghost"
                    aria-label={`Move ${s.Title} up`}
                    disabled={i === 0 || busy}
                    onClick={() =>
                      order(
                        swapped(
                          d.Shelves.map((x) => x.ShelfId),
                          i,
                          i - 1,
                        ),
                      )
                    }
                  >
                    ↑
                  </Button>
                  <Button
                    size="s"
                    variant="ghost"
                    aria-label={`Move ${s.Title} down`}
                    disabled={i === d.Shelves.length - 1 || busy}
                    onClick={() =>
                      order(
                        swapped(
                          d.Shelves.map((x) => x.ShelfId),
                          i,
                          i + 1,
                        ),
                      )
                    }
                  >
                    ↓
                  </Button>
                  <Button size="s" variant="secondary" onClick={() => setEditing(s)}>
                    Edit
                  </Button>
                  <Button
                    size="s"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => update({ id: s.ShelfId, body: { IsActive: !s.IsActive } })}
                  >
                    {s.IsActive ? 'Hide' : 'Show'}
                  </Button>
                  <Button
                    size="s"
                    variant="danger"
                    disabled={busy}
                    onClick={() => remove(s.ShelfId)}
                  >
                    Delete
                  </Button>
                </span>
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
    </section>
  );
}
