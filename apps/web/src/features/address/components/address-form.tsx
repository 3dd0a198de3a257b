import { useId, useState } from 'react';
import type { AddressInputFields } from '@kirana/shared';
import { Button } from '@kirana/ui';
import type { ApiFailure } from '../../../lib/api-client';
import {
  pinError,
  type AddressErrors,
  type AddressField,
  type AddressFormValues,
} from '../address-form-values';
import { useAddressPincodeLookup } from '../use-address-pincode-lookup';
import { useAddressSave } from '../use-address-save';
import { AddressFields } from './address-fields';
import { AddressTypeChips } from './address-inputs';
import { AddressMap } from './address-map';
import styles from './address-form.module.css';
import { useT } from '../../../lib/i18n';

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
  const t = useT();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AddressErrors>({});
  const { service, checkPincode, unserved } = useAddressPincodeLookup(values, setValues);
  const { formError, saving, submit } = useAddressSave({
    formId: id,
    values,
    unserved,
    setErrors,
    onSave,
  });

  const set = <K extends AddressField>(key: K, value: AddressFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  /** Several fields at once (from the map): the pin is checked now, a new pincode looked up. */
  const change = (patch: Partial<AddressFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch) as AddressField[]) delete next[key];
      if ('Latitude' in patch) next.Latitude = pinError({ ...values, ...patch }, t);
      return next;
    });
    if (patch.Pincode) void checkPincode(patch.Pincode);
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <AddressMap id={`${id}-Latitude`} values={values} error={errors.Latitude} onChange={change} />
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      <AddressFields
        formId={id}
        values={values}
        errors={errors}
        service={service}
        set={set}
        onPincodeBlur={() => void checkPincode()}
      />
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
        {t('address.make-default')}
      </label>
      <div className={styles.actions}>
        <Button type="submit" size="l" disabled={saving}>
          {saving ? t('address.saving') : submitLabel}
        </Button>
        <Button variant="secondary" size="l" onClick={onCancel} disabled={saving}>
          {t('address.cancel')}
        </Button>
      </div>
    </form>
  );
}
