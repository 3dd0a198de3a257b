import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './field.module.css';

/** What a control inside a Field must carry. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

interface FieldProps {
  label: string;
  /** The server's or the form's message for this field. */
  error?: string;
  hint?: string;
  /** The control, given the id and describedby it must carry. */
  children: (props: FieldControlProps) => ReactNode;
}

/** A labelled form control with its hint and its error, wired for screen readers. */
export function Field({ label, error, hint, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** The class of text inputs, selects and textareas, for controls inside a Field. */
export const inputClass = styles.input;

type TextAttributes = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  | 'type'
  | 'inputMode'
  | 'autoComplete'
  | 'autoFocus'
  | 'placeholder'
  | 'required'
  | 'minLength'
  | 'maxLength'
  | 'disabled'
  | 'pattern'
  | 'lang'
  | 'autoCapitalize'
  | 'spellCheck'
>;

export interface TextFieldProps extends TextAttributes {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
}

/** A labelled text input (or textarea, with `rows`) holding `value`, with its hint and error. */
export function TextField({
  label,
  error,
  hint,
  value,
  onChange,
  rows,
  type,
  pattern,
  ...attributes
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(p) =>
        rows ? (
          <textarea
            {...p}
            {...attributes}
            className={styles.input}
            rows={rows}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...p}
            {...attributes}
            type={type}
            pattern={pattern}
            className={styles.input}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}
