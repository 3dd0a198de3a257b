import { TextField } from '../../../components';
import type { ProductFormState } from './product-form-state';

type TextKey = {
  [K in keyof ProductFormState]: ProductFormState[K] extends string ? K : never;
}[keyof ProductFormState];

/** One text field of the product form, bound to `form[name]`, with the server's error for it. */
export function ProductTextField({
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
    <TextField
      label={label}
      hint={hint}
      error={errors[name]}
      rows={rows}
      inputMode={inputMode}
      disabled={disabled}
      value={form[name]}
      onChange={(v) => set({ [name]: v })}
    />
  );
}
