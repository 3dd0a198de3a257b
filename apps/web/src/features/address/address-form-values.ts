import type { Address, AddressInputFields, AddressType, IndianStateCode } from '@kirana/shared';
import { isInIndia } from '@kirana/shared/common/india-geo';
import type { Translate } from '../../lib/i18n';
import { pincodeInState, STATES } from './india-states';

// The address form's values and the checks the server makes too (shared AddressInput), without zod.

export interface AddressFormValues {
  Name: string;
  Mobile: string;
  Pincode: string;
  State: string;
  City: string;
  House: string;
  Street: string;
  Landmark: string;
  AddressType: AddressType;
  IsDefault: boolean;
  /** The map pin, degrees north and east; both null without one. */
  Latitude: number | null;
  Longitude: number | null;
}

export type AddressField = keyof AddressFormValues;
export type AddressErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS: AddressFormValues = {
  Name: '',
  Mobile: '',
  Pincode: '',
  State: '',
  City: '',
  House: '',
  Street: '',
  Landmark: '',
  AddressType: 'home',
  IsDefault: false,
  Latitude: null,
  Longitude: null,
};

/**
 * A new address's starting values: the signed-in shopper's own mobile number, when they signed in
 * with one (most shoppers deliver to themselves; it stays editable).
 */
export function newAddressValues(phoneNumber: string | null): AddressFormValues {
  const mobile = mobileDigits(phoneNumber ?? '');
  return { ...EMPTY_ADDRESS, Mobile: /^[6-9]\d{9}$/.test(mobile) ? mobile : '' };
}

/** The form's starting values for a saved address. */
export function valuesOf(address: Address): AddressFormValues {
  return {
    Name: address.Name,
    Mobile: address.Mobile,
    Pincode: address.Pincode,
    State: address.State,
    City: address.City,
    House: address.House,
    Street: address.Street,
    Landmark: address.Landmark ?? '',
    AddressType: address.AddressType,
    IsDefault: address.IsDefault,
    Latitude: address.Latitude,
    Longitude: address.Longitude,
  };
}

/** The pin as a map position, or null without one. */
export function pinOf(v: AddressFormValues): { lat: number; lng: number } | null {
  return v.Latitude === null || v.Longitude === null ? null : { lat: v.Latitude, lng: v.Longitude };
}

/** The pin's problem: one outside India (a pin is optional). */
export function pinError(v: AddressFormValues, t: Translate): string | undefined {
  const pin = pinOf(v);
  return pin && !isInIndia(pin.lat, pin.lng) ? t('address.error.pin-outside') : undefined;
}

/** The 10 digits of a mobile number typed with spaces, dashes, +91 or 0. */
export function mobileDigits(input: string): string {
  return input.replace(/[\s-]/g, '').replace(/^(\+91|91|0)(?=\d{10}$)/, '');
}

/** A field's name inside a length error. */
const FIELD_WORDS = {
  Name: 'address.error.field.Name',
  City: 'address.error.field.City',
  House: 'address.error.field.House',
  Street: 'address.error.field.Street',
  Landmark: 'address.error.field.Landmark',
} as const;

function lengthError(
  t: Translate,
  value: string,
  min: number,
  max: number,
  field: 'Name' | 'City' | 'House' | 'Street' | 'Landmark',
): string | undefined {
  const v = value.trim();
  const what = () => t(FIELD_WORDS[field]);
  if (v.length < min)
    return min === 1
      ? t('address.error.house-empty')
      : t('address.error.too-short', { field: what(), min });
  if (v.length > max) return t('address.error.too-long', { field: what(), max });
  return undefined;
}

/** Every field's problem (empty when the address can be saved). */
export function validateAddress(v: AddressFormValues, t: Translate): AddressErrors {
  const errors: AddressErrors = {
    // the map comes first on the form
    Latitude: pinError(v, t),
    Name: lengthError(t, v.Name, 2, 60, 'Name'),
    Mobile: /^[6-9]\d{9}$/.test(mobileDigits(v.Mobile)) ? undefined : t('address.error.mobile'),
    Pincode: /^[1-9]\d{5}$/.test(v.Pincode.trim()) ? undefined : t('address.error.pincode'),
    State: STATES.some((s) => s.code === v.State) ? undefined : t('address.error.state'),
    City: lengthError(t, v.City, 2, 60, 'City'),
    House: lengthError(t, v.House, 1, 120, 'House'),
    Street: lengthError(t, v.Street, 2, 160, 'Street'),
    Landmark: lengthError(t, v.Landmark, 0, 120, 'Landmark'),
  };
  if (!errors.Pincode && !errors.State && !pincodeInState(v.Pincode.trim(), v.State))
    errors.Pincode = t('address.error.pincode-state');
  for (const key of Object.keys(errors) as AddressField[]) if (!errors[key]) delete errors[key];
  return errors;
}

/** The request body of a valid form. */
export function toAddressInput(v: AddressFormValues): AddressInputFields {
  return {
    Name: v.Name.trim(),
    Mobile: mobileDigits(v.Mobile),
    Pincode: v.Pincode.trim(),
    State: v.State as IndianStateCode,
    City: v.City.trim(),
    House: v.House.trim(),
    Street: v.Street.trim(),
    ...(v.Landmark.trim() ? { Landmark: v.Landmark.trim() } : {}),
    AddressType: v.AddressType,
    IsDefault: v.IsDefault,
    ...(pinOf(v) ? { Latitude: v.Latitude, Longitude: v.Longitude } : {}),
  };
}

/** The server's 400 field errors (Field like 'body.Pincode') keyed by form field. */
export function serverFieldErrors(
  fields: ReadonlyArray<{ Field: string; Message: string }> | undefined,
): AddressErrors {
  const errors: AddressErrors = {};
  for (const f of fields ?? []) {
    const field = f.Field.split('.').pop() as AddressField;
    // the pin's two numbers are shown as one
    const name = field === 'Longitude' ? 'Latitude' : field;
    if (name in EMPTY_ADDRESS && !errors[name]) errors[name] = f.Message;
  }
  return errors;
}

// in its own file, so the shell's update-address fallback does without the form's rules
export { returnsToCheckout } from './return-path';
