import type { ReturnOptionsAnswer } from '@kirana/shared';
import { formatInr, MediaImage } from '../../catalogue';
import { useOrderDates } from '../../orders';
import { useT } from '../../../lib/i18n';
import { clampQty, lineKey, type LineChoices } from '../return-form';
import styles from './return-form.module.css';

type OptionLine = ReturnOptionsAnswer['Lines'][number];

function QtyStepper({
  name,
  qty,
  max,
  onChange,
}: {
  name: string;
  qty: number;
  max: number;
  onChange: (qty: number) => void;
}) {
  const t = useT();
  return (
    <span
      className={styles.stepper}
      role="group"
      aria-label={t('refunds.lines.qtyGroup', { name })}
    >
      <button
        type="button"
        aria-label={t('refunds.lines.fewer', { name })}
        disabled={qty <= 1}
        onClick={() => onChange(clampQty(qty - 1, max))}
      >
        {t('refunds.lines.decrease')}
      </button>
      <output aria-live="polite">{qty}</output>
      <button
        type="button"
        aria-label={t('refunds.lines.more', { name })}
        disabled={qty >= max}
        onClick={() => onChange(clampQty(qty + 1, max))}
      >
        {t('refunds.lines.increase')}
      </button>
    </span>
  );
}

function LineRow({
  line,
  qty,
  onChange,
}: {
  line: OptionLine;
  qty: number | undefined;
  onChange: (qty: number | undefined) => void;
}) {
  const t = useT();
  const { date } = useOrderDates();
  const key = lineKey(line);
  const name = line.VariantLabel ? `${line.Name} (${line.VariantLabel})` : line.Name;
  const returnable = line.ReturnableQty > 0;
  const counts = {
    amount: formatInr(line.UnitRefund),
    qty: line.ReturnableQty,
    total: line.Qty,
  };
  return (
    <li
      className={`${styles.lineRow} ${returnable ? '' : styles.lineOff}`}
      data-testid="return-line"
    >
      <input
        id={`return-${key}`}
        type="checkbox"
        className={styles.check}
        checked={qty !== undefined}
        disabled={!returnable}
        onChange={(e) => onChange(e.target.checked ? line.ReturnableQty : undefined)}
      />
      <MediaImage mediaId={line.ImageId} alt="" sizes="48px" className={styles.lineImg} />
      <span className={styles.lineInfo}>
        <label htmlFor={`return-${key}`} className={styles.lineName}>
          {name}
        </label>
        {returnable ? (
          <span className={styles.muted}>
            {line.ReturnBy
              ? t('refunds.lines.eachBy', { ...counts, date: date(line.ReturnBy) })
              : t('refunds.lines.each', counts)}
          </span>
        ) : (
          <span className={styles.lineReason}>
            {line.Reason ?? t('refunds.lines.notReturnable')}
          </span>
        )}
      </span>
      {qty !== undefined ? (
        <span className={styles.lineEnd}>
          <QtyStepper name={name} qty={qty} max={line.ReturnableQty} onChange={onChange} />
          <strong>{formatInr(qty * line.UnitRefund)}</strong>
        </span>
      ) : null}
    </li>
  );
}

/** The order's lines: a checkbox and a bounded quantity for each returnable one; the rest greyed with why. */
export function ReturnLines({
  lines,
  choices,
  onChange,
  error,
}: {
  lines: readonly OptionLine[];
  choices: LineChoices;
  onChange: (choices: LineChoices) => void;
  error?: string;
}) {
  const t = useT();
  const set = (key: string, qty: number | undefined) => {
    const next = { ...choices };
    if (qty === undefined) delete next[key];
    else next[key] = qty;
    onChange(next);
  };
  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={error ? 'return-lines-error' : undefined}
    >
      <legend className={styles.legend}>{t('refunds.lines.legend')}</legend>
      <ul className={styles.lineList}>
        {lines.map((l) => (
          <LineRow
            key={lineKey(l)}
            line={l}
            qty={choices[lineKey(l)]}
            onChange={(qty) => set(lineKey(l), qty)}
          />
        ))}
      </ul>
      {error ? (
        <p id="return-lines-error" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
