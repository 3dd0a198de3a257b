import { Field, inputClass } from '../../../components';
import type { ProductFormState } from './product-form-state';

type TextKey = {
  [K in keyof ProductFormState]: ProductFormState[K] extends string ? K : never;
}[keyof ProductFormState];

/** One text field of the product form, with the server's error for it. */
export function TextField({
  form,
  set,
  errors,
  name,
  label,
  hint,
  rows,
  inputMode,
  disabled,
}: {
  form: ProductFormState;
  set: (change: Partial<ProductFormState>) => void;
  errors: Record<string, string>;
  name: TextKey;
  label: string;
  hint?: string;
  rows?: number;
  inputMode?: 'decimal' | 'numeric' | 'email' | 'tel';
  disabled?: boolean;
}) {
  return (
    <Field label={label} hint={hint} error={errors[name]}>
      {(p) =>
        rows ? (
          <textarea
            {...p}
            className={inputClass}
            rows={rows}
            value={form[name]}
            disabled={disabled}
            onChange={(e) => set({ [name]: e.target.value })}
          />
        ) : (
          <input
            {...p}
            className={inputClass}
            inputMode={inputMode}
            value={form[name]}
            disabled={disabled}
            onChange={(e) => set({ [name]: e.target.value })}
          />
        )
      }
    </Field>
  );
}
