import type { ReactNode } from 'react';
import type { AddressErrors, AddressField, AddressFormValues } from '../address-form-values';
import type { Serviceability } from '../use-address-pincode-lookup';
import { MobileInput, PincodeInput, StateSelect } from './address-inputs';
import styles from './address-form.module.css';
import { useT } from '../../../lib/i18n';

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
  const t = useT();
  return (
    <div className={[styles.field, full && styles.full].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>
        {label}
        {optional ? <span className={styles.optional}>{t('address.field.optional')}</span> : null}
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
  const t = useT();
  if (!service || service.pincode !== pincode.trim()) return null;
  return (
    <p className={service.serviceable ? styles.ok : styles.error} role="status">
      {service.serviceable
        ? t('address.pincode.serviceable', { pincode: service.pincode })
        : t('address.pincode.unserved', { pincode: service.pincode })}
    </p>
  );
}

/** The street lines after the state, in order: a plain text input each. */
const STREET_LINES: {
  key: 'City' | 'House' | 'Street' | 'Landmark';
  attrs: Record<string, string | number>;
  opts?: { full?: boolean; optional?: boolean };
}[] = [
  {
    key: 'City',
    attrs: { autoComplete: 'address-level2', maxLength: 60 },
  },
  {
    key: 'House',
    attrs: { autoComplete: 'address-line1', maxLength: 120 },
  },
  {
    key: 'Street',
    attrs: { autoComplete: 'address-line2', maxLength: 160 },
    opts: { full: true },
  },
  {
    key: 'Landmark',
    attrs: { maxLength: 120 },
    opts: { full: true, optional: true },
  },
];

/** The street lines' label ids. */
const FIELD_LABELS = {
  City: 'address.field.City',
  House: 'address.field.House',
  Street: 'address.field.Street',
  Landmark: 'address.field.Landmark',
} as const;

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
  const t = useT();
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

  // the fields above the street lines (their keys are field names, not words)
  const top = [
    field('Name', t('address.field.Name'), text('Name', { autoComplete: 'name', maxLength: 60 })),
    field('Mobile', t('address.field.Mobile'), (props) => (
      <MobileInput {...props} value={values.Mobile} onPick={pick('Mobile')} />
    )),
    field(
      'Pincode',
      t('address.field.Pincode'),
      (props) => (
        <PincodeInput
          {...props}
          value={values.Pincode}
          onPick={pick('Pincode')}
          onBlur={onPincodeBlur}
        />
      ),
      { extra: <PincodeNote service={service} pincode={values.Pincode} /> },
    ),
    field('State', t('address.field.State'), (props) => (
      <StateSelect {...props} value={values.State} onPick={pick('State')} />
    )),
  ];

  return (
    <div className={styles.grid}>
      {top}
      {STREET_LINES.map(({ key, attrs, opts }) =>
        field(
          key,
          t(FIELD_LABELS[key]),
          text(
            key,
            key === 'Landmark'
              ? { ...attrs, placeholder: t('address.landmark.placeholder') }
              : attrs,
          ),
          opts,
        ),
      )}
    </div>
  );
}
