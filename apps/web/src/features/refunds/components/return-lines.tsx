import type { ReturnOptionsAnswer } from '@kirana/shared';
import { formatInr, MediaImage } from '../../catalogue';
import { formatDate } from '../../orders';
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
  return (
    <span className={styles.stepper} role="group" aria-label={`Quantity of ${name} to return`}>
      <button
        type="button"
        aria-label={`Return one fewer ${name}`}
        disabled={qty <= 1}
        onClick={() => onChange(clampQty(qty - 1, max))}
      >
        −
      </button>
      <output aria-live="polite">{qty}</output>
      <button
        type="button"
        aria-label={`Return one more ${name}`}
        disabled={qty >= max}
        onClick={() => onChange(clampQty(qty + 1, max))}
      >
        +
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
  const key = lineKey(line);
  const name = line.VariantLabel ? `${line.Name} (${line.VariantLabel})` : line.Name;
  const returnable = line.ReturnableQty > 0;
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
            {formatInr(line.UnitRefund)} back each · {line.ReturnableQty} of {line.Qty} returnable
            {line.ReturnBy ? ` · return by ${formatDate(line.ReturnBy)}` : ''}
          </span>
        ) : (
          <span className={styles.lineReason}>{line.Reason ?? 'Not returnable'}</span>
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
      <legend className={styles.legend}>Which items are going back?</legend>
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
