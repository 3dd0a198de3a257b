import { type FormEvent, useId, useState } from 'react';
import type { CategoryProductsAnswer } from '@kirana/shared';
import { countFilters, type ListingFilters, NO_FILTERS } from '../listing-query';
import { useT } from '../../../lib/i18n';
import styles from './filter-panel.module.css';

interface Props {
  filters: ListingFilters;
  facets: CategoryProductsAnswer['Facets'] | null;
  onChange: (next: ListingFilters) => void;
}

const BRANDS_SHOWN = 8;
const RUPEE = '₹';

function PriceRange({ filters, facets, onChange }: Props) {
  const t = useT();
  const id = useId();
  const [min, setMin] = useState(filters.minRupees?.toString() ?? '');
  const [max, setMax] = useState(filters.maxRupees?.toString() ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lo = min.trim() === '' ? null : Math.max(0, Math.floor(Number(min)));
    const hi = max.trim() === '' ? null : Math.max(0, Math.floor(Number(max)));
    const ok = (v: number | null) => v === null || Number.isFinite(v);
    if (!ok(lo) || !ok(hi)) return;
    const [a, b] = lo !== null && hi !== null && lo > hi ? [hi, lo] : [lo, hi];
    onChange({ ...filters, minRupees: a, maxRupees: b });
  };
  return (
    <form className={styles.price} onSubmit={submit} aria-labelledby={`${id}-price`}>
      <h3 id={`${id}-price`} className={styles.legend}>
        {t('product.price')}
      </h3>
      <div className={styles.priceRow}>
        <label className={styles.priceField}>
          <span className={styles.srOnly}>{t('product.min-price')}</span>
          <span aria-hidden="true">{RUPEE}</span>
          <input
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            value={min}
            onChange={(e) => setMin(e.target.value.replace(/\D/g, ''))}
            placeholder={
              facets ? String(Math.floor(facets.MinPrice / 100)) : t('product.min-short')
            }
          />
        </label>
        <span aria-hidden="true">–</span>
        <label className={styles.priceField}>
          <span className={styles.srOnly}>{t('product.max-price')}</span>
          <span aria-hidden="true">{RUPEE}</span>
          <input
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            value={max}
            onChange={(e) => setMax(e.target.value.replace(/\D/g, ''))}
            placeholder={facets ? String(Math.ceil(facets.MaxPrice / 100)) : t('product.max-short')}
          />
        </label>
        <button type="submit" className={styles.apply} aria-label={t('product.apply')}>
          {t('product.go')}
        </button>
      </div>
    </form>
  );
}

function Brands({ filters, facets, onChange }: Props) {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const known = facets?.Brands ?? [];
  const extra = filters.brands
    .filter((b) => !known.some((k) => k.Name === b))
    .map((Name) => ({ Name, Count: 0 }));
  const all = [...known, ...extra];
  if (all.length === 0) return null;
  const shown = showAll ? all : all.slice(0, BRANDS_SHOWN);
  const toggle = (name: string, on: boolean) =>
    onChange({
      ...filters,
      brands: on ? [...filters.brands, name].sort() : filters.brands.filter((b) => b !== name),
    });
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{t('product.brand')}</legend>
      {shown.map((b) => (
        <label key={b.Name} className={styles.check}>
          <input
            type="checkbox"
            checked={filters.brands.includes(b.Name)}
            onChange={(e) => toggle(b.Name, e.target.checked)}
          />
          <span className={styles.checkText}>{b.Name}</span>
          <span className={styles.count}>
            {b.Count}
            <span className={styles.srOnly}> {t('product.products-word')}</span>
          </span>
        </label>
      ))}
      {all.length > BRANDS_SHOWN && (
        <button
          type="button"
          className={styles.more}
          onClick={() => setShowAll((v) => !v)}
          aria-expanded={showAll}
        >
          {showAll ? t('product.fewer-brands') : t('product.all-brands', { count: all.length })}
        </button>
      )}
    </fieldset>
  );
}

/** The category page's filters: price range, brands with counts, in stock, rating. */
export default function FilterPanel(props: Props) {
  const { filters, onChange } = props;
  const ratingName = useId();
  const t = useT();
  return (
    <div className={styles.panel}>
      <div className={styles.top}>
        <h2 className={styles.title}>{t('product.filters')}</h2>
        {countFilters(filters) > 0 && (
          <button
            type="button"
            className={styles.clear}
            onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}
          >
            {t('product.clear-all')}
          </button>
        )}
      </div>
      <PriceRange key={`${filters.minRupees}-${filters.maxRupees}`} {...props} />
      <Brands {...props} />
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('product.availability')}</legend>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={filters.inStock}
            onChange={(e) => onChange({ ...filters, inStock: e.target.checked })}
          />
          <span className={styles.checkText}>{t('product.in-stock-only')}</span>
        </label>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('product.rating')}</legend>
        {([null, 4, 3] as const).map((r) => (
          <label key={r ?? 'any'} className={styles.check}>
            <input
              type="radio"
              name={ratingName}
              checked={filters.minRating === r}
              onChange={() => onChange({ ...filters, minRating: r })}
            />
            <span className={styles.checkText}>
              {r === null ? t('product.any-rating') : t('product.stars-up', { stars: r })}
            </span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
