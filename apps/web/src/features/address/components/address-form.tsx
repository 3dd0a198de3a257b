import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AddressInputFields } from '@kirana/shared';
import { Button } from '@kirana/ui';
import type { ApiFailure } from '../../../lib/api-client';
import { checkServiceability } from '../api';
import {
  pinError,
  serverFieldErrors,
  toAddressInput,
  validateAddress,
  type AddressErrors,
  type AddressField,
  type AddressFormValues,
} from '../address-form-values';
import { onlyStateOf } from '../india-states';
import { AddressTypeChips, StateSelect } from './address-inputs';
import { AddressMap } from './address-map';
import styles from './address-form.module.css';

type Serviceability = { pincode: string; serviceable: boolean; message: string } | null;

export interface AddressFormProps {
  initial: AddressFormValues;
  submitLabel: string;
  /** Saves the address; resolves to the failure (its 400 field errors are shown) or null. */
  onSave: (input: AddressInputFields) => Promise<ApiFailure | null>;
  onCancel: () => void;
}

/**
 * The address form: validated here as the server does, server field errors shown in place; a
 * map pin above the fields when the store has a map key.
 */
export function AddressForm({ initial, submitLabel, onSave, onCancel }: AddressFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [service, setService] = useState<Serviceability>(null);

  const set = <K extends AddressField>(key: K, value: AddressFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const checkPincode = async (pincode = values.Pincode.trim()) => {
    if (!/^[1-9]\d{5}$/.test(pincode)) {
      setService(null);
      return;
    }
    // the state its digits name replaces another (a typed city is kept: only an empty one is filled)
    const state = onlyStateOf(pincode);
    if (state) setValues((v) => (v.State === state ? v : { ...v, State: state }));
    try {
      const answer = await checkServiceability(pincode);
      setService({ pincode, serviceable: answer.IsServiceable, message: answer.Message });
      const place = answer.IsServiceable ? answer.Place : null;
      if (place) setValues((v) => (v.City.trim() ? v : { ...v, City: place }));
    } catch {
      setService(null);
    }
  };

  /** A pincode the store does not deliver to, checked already: the form stops there. */
  const unserved = (pincode: string) =>
    service && !service.serviceable && service.pincode === pincode.trim() ? service.message : null;

  /** Several fields at once (from the map): the pin is checked now, a new pincode looked up. */
  const change = (patch: Partial<AddressFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as AddressField[]) delete next[key];
      if ('Latitude' in patch) next.Latitude = pinError({ ...values, ...patch });
      return next;
    });
    if (patch.Pincode) void checkPincode(patch.Pincode);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress(values);
    const refused = unserved(values.Pincode);
    if (refused && !found.Pincode) found.Pincode = refused;
    setErrors(found);
    setFormError(null);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSaving(true);
    const failure = await onSave(toAddressInput(values));
    setSaving(false);
    if (!failure) return;
    const fromServer = serverFieldErrors(failure.body?.Fields);
    setErrors(fromServer);
    if (Object.keys(fromServer).length === 0)
      setFormError(failure.body?.ErrorDescription || failure.message);
  };

  const field = (
    key: AddressField,
    label: string,
    input: (props: {
      id: string;
      'aria-invalid': true | undefined;
      'aria-describedby': string | undefined;
    }) => ReactNode,
    opts: { full?: boolean; optional?: boolean; extra?: ReactNode } = {},
  ) => {
    const inputId = `${id}-${key}`;
    const error = errors[key];
    return (
      <div className={[styles.field, opts.full && styles.full].filter(Boolean).join(' ')}>
        <label htmlFor={inputId}>
          {label}
          {opts.optional ? <span className={styles.optional}> (optional)</span> : null}
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
          opts.extra
        )}
      </div>
    );
  };

  const text = (key: AddressField, extra: Record<string, string | number> = {}) =>
    function TextInput(props: object) {
      return (
        <input
          {...props}
          {...extra}
          className={styles.input}
          value={values[key] as string}
          onChange={(e) => set(key, e.target.value)}
        />
      );
    };

  const pincodeNote =
    service && service.pincode === values.Pincode.trim() ? (
      <p className={service.serviceable ? styles.ok : styles.error} role="status">
        {service.message}
      </p>
    ) : null;

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <AddressMap id={`${id}-Latitude`} values={values} error={errors.Latitude} onChange={change} />
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <div className={styles.grid}>
        {field('Name', 'Full name', text('Name', { autoComplete: 'name', maxLength: 60 }))}
        {field('Mobile', 'Mobile number', (props) => (
          <div className={styles.prefixed}>
            <span className={styles.prefix} aria-hidden="true">
              +91
            </span>
            <input
              {...props}
              className={styles.input}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={16}
              value={values.Mobile}
              onChange={(e) => set('Mobile', e.target.value)}
            />
          </div>
        ))}
        {field(
          'Pincode',
          'Pincode',
          (props) => (
            <input
              {...props}
              className={styles.input}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={6}
              value={values.Pincode}
              onChange={(e) => set('Pincode', e.target.value.replace(/\D/g, '').slice(0, 6))}
              onBlur={() => void checkPincode()}
            />
          ),
          { extra: pincodeNote },
        )}
        {field('State', 'State or union territory', (props) => (
          <StateSelect {...props} value={values.State} onPick={(code) => set('State', code)} />
        ))}
        {field(
          'City',
          'City, town or district',
          text('City', { autoComplete: 'address-level2', maxLength: 60 }),
        )}
        {field(
          'House',
          'House, flat or building',
          text('House', { autoComplete: 'address-line1', maxLength: 120 }),
        )}
        {field(
          'Street',
          'Street, area or locality',
          text('Street', { autoComplete: 'address-line2', maxLength: 160 }),
          { full: true },
        )}
        {field(
          'Landmark',
          'Landmark',
          text('Landmark', {
            maxLength: 120,
            placeholder: 'Near the temple, opposite the school…',
          }),
          { full: true, optional: true },
        )}
      </div>
      <AddressTypeChips
        name={`${id}-type`}
        value={values.AddressType}
        onPick={(type) => set('AddressType', type)}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={values.IsDefault}
          onChange={(e) => set('IsDefault', e.target.checked)}
        />
        Make this my default address
      </label>
      <div className={styles.actions}>
        <Button type="submit" size="l" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
        <Button variant="secondary" size="l" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
