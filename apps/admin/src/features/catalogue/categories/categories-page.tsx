import { useState } from 'react';
import type { AdminCategory } from '@kirana/shared';
import { errorMessage } from '../../../app/api';
import {
  Badge,
  blocks,
  Button,
  ConfirmDialog,
  EmptyState,
  PageHeader,
  QueryState,
} from '../../../components';
import { useT } from '../../../lib/i18n';
import { catalogueApi, thumbUrl } from '../api';
import { CatalogueTabs } from '../catalogue-tabs';
import styles from '../catalogue.module.css';
import { ReorderButtons } from '../reorder-buttons';
import { CategoryForm } from './category-form';

/** The category tree: order among siblings, edit, hide or show, delete an unused one. */
export default function CategoriesPage() {
  const t = useT();
  const query = catalogueApi.useCategoriesQuery();
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const [move, moving] = catalogueApi.useMoveCategoryMutation();
  const [update, updating] = catalogueApi.useUpdateCategoryMutation();
  const [remove, removal] = catalogueApi.useDeleteCategoryMutation();
  const failure = moving.error ?? updating.error;

  const siblingsOf = (list: AdminCategory[], c: AdminCategory) =>
    list.filter((x) => x.ParentId === c.ParentId);

  return (
    <>
      <PageHeader
        title={t('catalogue.title')}
        sub={t('catalogue.categories.sub')}
        actions={<Button onClick={() => setEditing('new')}>{t('catalogue.category.add')}</Button>}
      />
      <CatalogueTabs />
      {failure && (
        <p role="alert" className={styles.error}>
          {errorMessage(failure)}
        </p>
      )}
      <QueryState
        query={query}
        isEmpty={(d) => d.Categories.length === 0}
        empty={
          <EmptyState
            title={t('catalogue.categories.empty')}
            text={t('catalogue.categories.empty-text')}
          />
        }
      >
        {(d) => (
          <ul
            className={`${styles.tree} ${blocks.card}`}
            aria-label={t('catalogue.tabs.categories')}
          >
            {d.Categories.map((c) => {
              const sibs = siblingsOf(d.Categories, c);
              const at = sibs.indexOf(c);
              return (
                <li
                  key={c.Id}
                  className={styles.treeRow}
                  style={{ paddingInlineStart: `${c.Depth * 1.5}rem` }}
                >
                  {c.ImageId ? (
                    <img className={styles.thumb} src={thumbUrl(c.ImageId)} alt="" loading="lazy" />
                  ) : null}
                  <span className={styles.treeName}>
                    <strong>{c.Name}</strong>{' '}
                    <span className={styles.muted}>
                      /{c.Slug} ·{' '}
                      {t('catalogue.categories.facts', {
                        products: c.ProductCount,
                        days: c.ReturnWindowDays,
                      })}
                    </span>{' '}
                    {!c.IsActive && <Badge tone="neutral">{t('catalogue.hidden')}</Badge>}
                  </span>
                  <span className={styles.rowActions}>
                    <ReorderButtons
                      name={c.Name}
                      first={at <= 0}
                      last={at >= sibs.length - 1}
                      disabled={moving.isLoading}
                      onMove={(step) => move({ id: c.Id, Direction: step < 0 ? 'up' : 'down' })}
                    />
                    <Button size="s" variant="secondary" onClick={() => setEditing(c)}>
                      {t('catalogue.edit')}
                    </Button>
                    <Button
                      size="s"
                      variant="secondary"
                      disabled={updating.isLoading}
                      onClick={() => update({ id: c.Id, body: { IsActive: !c.IsActive } })}
                    >
                      {c.IsActive ? t('catalogue.hide') : t('catalogue.show')}
                    </Button>
                    {c.ProductCount === 0 && !d.Categories.some((x) => x.ParentId === c.Id) && (
                      <Button size="s" variant="danger" onClick={() => setDeleting(c)}>
                        {t('catalogue.delete')}
                      </Button>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      {editing && (
        <CategoryForm
          category={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        danger
        title={t('catalogue.categories.delete-title')}
        text={t('catalogue.categories.delete-text', { name: deleting?.Name ?? '' })}
        confirmLabel={t('catalogue.delete')}

        busy={removal.isLoading}
        error={removal.error ? errorMessage(removal.error) : undefined}
        onClose={() => {
          removal.reset();
          setDeleting(null);
        }}
        onConfirm={async () => {
          if (!deleting) return;
          const res = await remove(deleting.Id);
          if ('data' in res) setDeleting(null);
        }}
      />
    </>
  );
}
