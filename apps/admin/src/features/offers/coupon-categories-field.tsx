import type { AdminCategory, CouponCategory } from '@kirana/shared';
import { blocks, EmptyState, QueryState } from '../../components';
import { catalogueApi } from '../catalogue';
import type { CouponForm } from './coupon-form';
import { useT } from '../../lib/i18n';
import styles from './offers.module.css';

// Where a coupon applies: all products, or chosen categories. A category covers the ones below
// it (as the coupon rules on the server do), so ticking a parent ticks and locks its children.

interface Props {
  scope: CouponForm['Scope'];
  ids: number[];
  /** the saved coupon's categories, named: a hidden one is not in the list to tick */
  saved: CouponCategory[];
  error?: string;
  onScope: (scope: CouponForm['Scope']) => void;
  onIds: (ids: number[]) => void;
}

const SCOPES = ['all', 'categories'] as const;

/** The categories shoppers can see (active, under active parents), in the console's order. */
function visibleCategories(all: AdminCategory[]): AdminCategory[] {
  const visible = new Set<number>();
  for (const c of all)
    if (c.IsActive && (c.ParentId === null || visible.has(c.ParentId))) visible.add(c.Id);
  return all.filter((c) => visible.has(c.Id));
}

/** The radio "All products / Some categories" and, for some, the chosen chips and the list. */
export function CouponCategoriesField({ scope, ids, saved, error, onScope, onIds }: Props) {
  const t = useT();
  const query = catalogueApi.useCategoriesQuery(undefined, { skip: scope === 'all' });
  const all = query.data?.Categories ?? [];
  const byId = new Map(all.map((c) => [c.Id, c]));
  const nameOf = (id: number) => {
    const c = byId.get(id) ?? saved.find((s) => s.Id === id);
    return c ? c.Name : t('offers.category', { id });
  };
  const visibleIds = new Set(visibleCategories(all).map((c) => c.Id));
  return (
    <section className={`${blocks.card} ${styles.scope}`} aria-label={t('offers.applies-to')}>
      <fieldset className={styles.checks}>
        <legend>{t('offers.applies-to')}</legend>
        {SCOPES.map((s) => (
          <label key={s} className={styles.check}>
            <input
              type="radio"
              name="coupon-scope"
              checked={scope === s}
              onChange={() => onScope(s)}
            />
            {s === 'all' ? t('offers.all-products') : t('offers.some-categories')}
          </label>
        ))}
      </fieldset>
      {scope === 'categories' && (
        <>
          <ul className={styles.chips} aria-label={t('offers.chosen')}>
            {ids.length === 0 && <li className={styles.muted}>{t('offers.none-chosen')}</li>}
            {ids.map((id) => (
              <li key={id} className={styles.chip}>
                {query.data && !visibleIds.has(id)
                  ? t('offers.hidden', { name: nameOf(id) })
                  : nameOf(id)}
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={t('offers.remove', { name: nameOf(id) })}
                  onClick={() => onIds(ids.filter((x) => x !== id))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
          <QueryState
            query={query}
            isEmpty={(d) => visibleCategories(d.Categories).length === 0}
            empty={
              <EmptyState title={t('offers.no-categories')} text={t('offers.no-categories-text')} />
            }
          >
            {(d) => (
              <CategoryGroups list={visibleCategories(d.Categories)} ids={ids} onIds={onIds} />
            )}
          </QueryState>
        </>
      )}
    </section>
  );
}

/** A checkbox list per top category: the top itself ("All of …"), then those below it. */
function CategoryGroups({
  list,
  ids,
  onIds,
}: {
  list: AdminCategory[];
  ids: number[];
  onIds: (ids: number[]) => void;
}) {
  const t = useT();
  const parentOf = new Map(list.map((c) => [c.Id, c.ParentId]));
  const above = (id: number): number[] => {
    const p = parentOf.get(id) ?? null;
    return p === null ? [] : [p, ...above(p)];
  };
  const covered = (id: number) => above(id).some((a) => ids.includes(a));
  const toggle = (id: number, on: boolean) =>
    onIds(on ? [...ids.filter((x) => !above(x).includes(id)), id] : ids.filter((x) => x !== id));
  const box = (c: AdminCategory, label: string) => (
    <label key={c.Id} className={c.Depth > 1 ? `${styles.check} ${styles.deeper}` : styles.check}>
      <input
        type="checkbox"
        checked={ids.includes(c.Id) || covered(c.Id)}
        disabled={covered(c.Id)}
        onChange={(e) => toggle(c.Id, e.target.checked)}
      />
      {label}
    </label>
  );
  return (
    <div className={styles.groups}>
      {list
        .filter((top) => top.Depth === 0)
        .map((top) => {
          const below = list.filter((c) => c.Id !== top.Id && above(c.Id).includes(top.Id));
          return (
            <fieldset key={top.Id} className={styles.group}>
              <legend>{top.Name}</legend>
              {box(top, below.length ? t('offers.all-of', { name: top.Name }) : top.Name)}
              {below.map((c) => box(c, c.Name))}
            </fieldset>
          );
        })}
    </div>
  );
}
