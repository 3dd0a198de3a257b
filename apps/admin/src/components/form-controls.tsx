import type { ReactNode } from 'react';
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { Field, TextField, type FieldControlProps, type TextFieldProps } from './field';

// The console's labelled controls bound to a react-hook-form field by name, each showing the
// field's error (the resolver's or the server's) beside itself.

interface Bound<F extends FieldValues, N extends Path<F> = Path<F>> {
  control: Control<F>;
  name: N;
}

/** A TextField holding the form's field `name`. */
export function FormTextField<F extends FieldValues>({
  control,
  name,
  ...props
}: Bound<F> & Omit<TextFieldProps, 'value' | 'onChange' | 'error'>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      value={field.value}
      onChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}

/** A Field around any control, given the Field's props and the form's field `name`. */
export function FormField<F extends FieldValues, N extends Path<F>>({
  control,
  name,
  label,
  hint,
  children,
}: Bound<F, N> & {
  label: string;
  hint?: string;
  children: (props: FieldControlProps, field: ControllerRenderProps<F, N>) => ReactNode;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Field label={label} hint={hint} error={fieldState.error?.message}>
      {(p) => children(p, field)}
    </Field>
  );
}
