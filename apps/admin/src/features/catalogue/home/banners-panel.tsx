import { useState } from 'react';
import type { StoredHomeBanner } from '@kirana/shared';
import { Badge, EmptyState, QueryState } from '../../../components';
import { useT } from '../../../lib/i18n';
import { catalogueApi, thumbUrl } from '../api';
import styles from '../catalogue.module.css';
import { BannerForm } from './banner-form';
import { HomeItemActions, HomePanel } from './home-panel';

/** The banners: add, edit, move up or down, show or hide, delete. */
export function BannersPanel() {
  const t = useT();
  const query = catalogueApi.useBannersQuery();
  const [editing, setEditing] = useState<StoredHomeBanner | 'new' | null>(null);
  const [order, ordering] = catalogueApi.useOrderBannersMutation();
  const [update, updating] = catalogueApi.useUpdateBannerMutation();
  const [remove, removing] = catalogueApi.useDeleteBannerMutation();
  const failure = ordering.error ?? updating.error ?? removing.error;
  const busy = ordering.isLoading || updating.isLoading || removing.isLoading;

  return (
    <HomePanel
      id="banners"
      title={t('catalogue.banners.title')}
      addLabel={t('catalogue.banners.add')}
      onAdd={() => setEditing('new')}
      failure={failure}
    >
      <QueryState
        query={query}
        isEmpty={(d) => d.Banners.length === 0}
        empty={
          <EmptyState
            title={t('catalogue.banners.empty')}
            text={t('catalogue.banners.empty-text')}
          />
        }
      >
        {(d) => (
          <ol className={styles.tree}>
            {d.Banners.map((b, i) => (
              <li key={b.BannerId} className={`${styles.treeRow} ${styles.banner}`}>
                <img src={thumbUrl(b.MediaId, 320)} alt="" loading="lazy" />
                <span className={styles.treeName}>
                  <strong>{b.Title}</strong>{' '}
                  {!b.IsActive && <Badge tone="neutral">{t('catalogue.hidden')}</Badge>}
                  <br />
                  <span className={styles.muted}>
                    {b.Subtitle} → {b.LinkUrl}
                  </span>
                </span>
                <HomeItemActions
                  title={b.Title}
                  ids={d.Banners.map((x) => x.BannerId)}
                  index={i}
                  isActive={b.IsActive}
                  busy={busy}
                  onOrder={order}
                  onEdit={() => setEditing(b)}
                  onToggle={() => update({ id: b.BannerId, body: { IsActive: !b.IsActive } })}
                  onDelete={() => remove(b.BannerId)}
                />
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
    </HomePanel>
  );
}
