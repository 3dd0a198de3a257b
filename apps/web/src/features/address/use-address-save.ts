import { useState, type FormEvent } from 'react';
import type { AddressInputFields } from '@kirana/shared';
import type { ApiFailure } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import {
  serverFieldErrors,
  toAddressInput,
  validateAddress,
  type AddressErrors,
  type AddressFormValues,
} from './address-form-values';

interface AddressSaveOptions {
  /** the form's id: a field's input is `${formId}-${field}` */
  formId: string;
  values: AddressFormValues;
  /** the store's refusal of this pincode, if it was checked already */
  unserved: (pincode: string) => boolean;
  setErrors: (errors: AddressErrors) => void;
  onSave: (input: AddressInputFields) => Promise<ApiFailure | null>;
}

/**
 * Submitting the address form: checked as the server does (the first wrong field focused), then
 * saved; the server's 400 field errors go to their fields, any other failure above the form.
 */
export function useAddressSave({
  formId,
  values,
  unserved,
  setErrors,
  onSave,
}: AddressSaveOptions) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress(values, t);
    if (unserved(values.Pincode) && !found.Pincode)
      found.Pincode = t('address.pincode.unserved', { pincode: values.Pincode.trim() });
    setErrors(found);
    setFormError(null);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${formId}-${first}`)?.focus();
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

  return { formError, saving, submit };
}
