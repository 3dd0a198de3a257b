import type { ReactNode } from 'react';
import type { AddressErrors, AddressField, AddressFormValues } from '../address-form-values';
import type { Serviceability } from '../use-address-pincode-lookup';
import { MobileInput, PincodeInput, StateSelect } from './address-inputs';
import styles from './address-form.module.css';

/** What a field's input gets from its label and error. */
type InputProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** A labelled field: its input, then its error or else `extra` (the pincode's delivery note). */
function LabelledField({
  inputId,
  label,
  error,
  input,
  full,
  optional,
  extra,
}: {
  inputId: string;
  label: string;
  error?: string;
  input: (props: InputProps) => ReactNode;
  full?: boolean;
  optional?: boolean;
  extra?: ReactNode;
}) {
  return (
    <div className={[styles.field, full && styles.full].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      {input({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${inputId}-error` : undefined,
      })}
      {error ? (
        <p id={`${inputId}-error`} className={styles.error}>
          {error}
        </p>
      ) : (
        extra
      )}
    </div>
  );
}

/** Whether the store delivers to the pincode as typed (nothing before it is checked). */
function PincodeNote({ service, pincode }: { service: Serviceability; pincode: string }) {
  if (!service || service.pincode !== pincode.trim()) return null;
  return (
    <p className={service.serviceable ? styles.ok : styles.error} role="status">
      {service.message}
    </p>
  );
}

/** The street lines after the state, in order: a plain text input each. */
const STREET_LINES: {
  key: AddressField;
  label: string;
  attrs: Record<string, string | number>;
  opts?: { full?: boolean; optional?: boolean };
}[] = [
  {
    key: 'City',
    label: 'City, town or district',
    attrs: { autoComplete: 'address-level2', maxLength: 60 },
  },
  {
    key: 'House',
    label: 'House, flat or building',
    attrs: { autoComplete: 'address-line1', maxLength: 120 },
  },
  {
    key: 'Street',
    label: 'Street, area or locality',
    attrs: { autoComplete: 'address-line2', maxLength: 160 },
    opts: { full: true },
  },
  {
    key: 'Landmark',
    label: 'Landmark',
    attrs: { maxLength: 120, placeholder: 'Near the temple, opposite the school…' },
    opts: { full: true, optional: true },
  },
];

export interface AddressFieldsProps {
  formId: string;
  values: AddressFormValues;
  errors: AddressErrors;
  service: Serviceability;
  set: <K extends AddressField>(key: K, value: AddressFormValues[K]) => void;
  onPincodeBlur: () => void;
}

/** The address form's fields, from name to landmark; an input's id is `${formId}-${field}`. */
export function AddressFields({
  formId,
  values,
  errors,
  service,
  set,
  onPincodeBlur,
}: AddressFieldsProps) {
  const field = (
    key: AddressField,
    label: string,
    input: (props: InputProps) => ReactNode,
    opts: { full?: boolean; optional?: boolean; extra?: ReactNode } = {},
  ) => (
    <LabelledField
      key={key}
      inputId={`${formId}-${key}`}
      label={label}
      error={errors[key]}
      input={input}
      {...opts}
    />
  );
  const text =
    (key: AddressField, attrs: Record<string, string | number> = {}) =>
    (props: InputProps) => (
      <input
        {...props}
        {...attrs}
        className={styles.input}
        value={values[key] as string}
        onChange={(e) => set(key, e.target.value)}
      />
    );
  const pick = (key: 'Mobile' | 'Pincode' | 'State') => (value: string) => set(key, value);

  return (
    <div className={styles.grid}>
      {field('Name', 'Full name', text('Name', { autoComplete: 'name', maxLength: 60 }))}
      {field('Mobile', 'Mobile number', (props) => (
        <MobileInput {...props} value={values.Mobile} onPick={pick('Mobile')} />
      ))}
      {field(
        'Pincode',
        'Pincode',
        (props) => (
          <PincodeInput
            {...props}
            value={values.Pincode}
            onPick={pick('Pincode')}
            onBlur={onPincodeBlur}
          />
        ),
        { extra: <PincodeNote service={service} pincode={values.Pincode} /> },
      )}
      {field('State', 'State or union territory', (props) => (
        <StateSelect {...props} value={values.State} onPick={pick('State')} />
      ))}
      {STREET_LINES.map(({ key, label, attrs, opts }) => field(key, label, text(key, attrs), opts))}
    </div>
  );
}
