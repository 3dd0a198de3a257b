import { useState } from 'react';
import type { StoredHomeBanner } from '@kirana/shared';
import { errorMessage } from '../../../app/api';
import { Badge, blocks, Button, EmptyState, QueryState } from '../../../components';
import { catalogueApi, thumbUrl } from '../api';
import styles from '../catalogue.module.css';
import { BannerForm } from './banner-form';
import { swapped } from './reorder';

/** The banners: add, edit, move up or down, show or hide, delete. */
export function BannersPanel() {
  const query = catalogueApi.useBannersQuery();
  const [editing, setEditing] = useState<StoredHomeBanner | 'new' | null>(null);
  const [order, ordering] = catalogueApi.useOrderBannersMutation();
  const [update, updating] = catalogueApi.useUpdateBannerMutation();
  const [remove, removing] = catalogueApi.useDeleteBannerMutation();
  const failure = ordering.error ?? updating.error ?? removing.error;
  const busy = ordering.isLoading || updating.isLoading || removing.isLoading;

  return (
    <section className={`${blocks.card} ${styles.section}`} aria-labelledby="banners">
      <div className={styles.treeRow}>
        <h2 id="banners" className={styles.treeName}>
          Banners
        </h2>
        <Button onClick={() => setEditing('new')}>Add a banner</Button>
      </div>
      {failure && (
        <p role="alert" className={styles.error}>
          {errorMessage(failure)}
        </p>
      )}
      <QueryState
        query={query}
        isEmpty={(d) => d.Banners.length === 0}
        empty={<EmptyState title="No banners" text="The home page starts with its categories." />}
      >
        {(d) => (
          <ol className={styles.tree}>
            {d.Banners.map((b, i) => (
              <li key={b.BannerId} className={`${styles.treeRow} ${styles.banner}`}>
                <img src={thumbUrl(b.MediaId, 320)} alt="" loading="lazy" />
                <span className={styles.treeName}>
                  <strong>{b.Title}</strong> {!b.IsActive && <Badge tone="neutral">Hidden</Badge>}
                  <br />
                  <span className={styles.muted}>
                    {b.Subtitle} → {b.LinkUrl}
                  </span>
                </span>
                <span className={styles.rowActions}>
                  <Button
                    size="s"
                    variant="ghost"
                    aria-label={`Move ${b.Title} up`}
                    disabled={i === 0 || busy}
                    onClick={() =>
                      order(
                        swapped(
                          d.Banners.map((x) => x.BannerId),
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
                    aria-label={`Move ${b.Title} down`}
                    disabled={i === d.Banners.length - 1 || busy}
                    onClick={() =>
                      order(
                        swapped(
                          d.Banners.map((x) => x.BannerId),
                          i,
                          i + 1,
                        ),
                      )
                    }
                  >
                    ↓
                  </Button>
                  <Button size="s" variant="secondary" onClick={() => setEditing(b)}>
                    Edit
                  </Button>
                  <Button
                    size="s"
                    variant="secondary"
                    disabled={busy}
                    onClick={() => update({ id: b.BannerId, body: { IsActive: !b.IsActive } })}
                  >
                    {b.IsActive ? 'Hide' : 'Show'}
                  </Button>
                  <Button
                    size="s"
                    variant="danger"
                    disabled={busy}
                    onClick={() => remove(b.BannerId)}
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
        <BannerForm
          banner={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
