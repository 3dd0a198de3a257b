import type { OptionGroup, OptionRow } from '@kirana/shared';
import { formatInr } from '../../format';
import { useT } from '../../../../lib/i18n';
import styles from './variant-picker.module.css';

interface Props {
  groups: readonly OptionGroup[];
  /** Option group name -> chosen RowId. */
  selected: Record<string, number>;
  onSelect: (groupName: string, rowId: number) => void;
}

/**
 * Each option group as a radio group of chips showing the row's price. An out-of-stock row can
 * be chosen (it says so): the page then offers "Notify me" for it instead of adding it.
 */
export default function VariantPicker({ groups, selected, onSelect }: Props) {
  const t = useT();
  return (
    <div className={styles.picker}>
      {groups.map((g) => (
        <fieldset key={g.Name} className={styles.group}>
          <legend className={styles.legend}>{g.Name}</legend>
          <div className={styles.rows}>
            {g.Rows.map((r) => {
              const checked = selected[g.Name] === r.RowId;
              return (
                <label
                  key={r.RowId}
                  className={`${styles.chip} ${checked ? styles.checked : ''} ${r.InStock ? '' : styles.soldOut}`}
                >
                  <input
                    type="radio"
                    className={styles.radio}
                    name={`option-${g.Name}`}
                    value={r.RowId}
                    checked={checked}
                    onChange={() => onSelect(g.Name, r.RowId)}
                  />
                  <span className={styles.label}>{r.Label}</span>
                  <span className={styles.price}>{formatInr(r.Price)}</span>
                  {r.InStock ? (
                    r.DiscountPercent > 0 && (
                      <span className={styles.off}>
                        {t('product.off', { discount: r.DiscountPercent })}
                      </span>
                    )
                  ) : (
                    <span className={styles.oos}>{t('product.out-of-stock')}</span>
                  )}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

/** The default choice: per group the cheapest row in stock (else the first row). */
export function defaultSelection(groups: readonly OptionGroup[]): Record<string, number> {
  const choice: Record<string, number> = {};
  for (const g of groups) {
    const inStock = g.Rows.filter((r) => r.InStock);
    const pool = inStock.length ? inStock : g.Rows;
    const cheapest = pool.reduce<(typeof pool)[number] | undefined>(
      (best, r) => (!best || r.Price < best.Price ? r : best),
      undefined,
    );
    if (cheapest) choice[g.Name] = cheapest.RowId;
  }
  return choice;
}

/** The chosen row that sets the price, pack size and picture (the last group's: "5 kg"), if any. */
export function chosenRow(
  groups: readonly OptionGroup[],
  selection: Record<string, number>,
): OptionRow | null {
  const last = groups.at(-1);
  return last?.Rows.find((r) => r.RowId === selection[last.Name]) ?? null;
}
