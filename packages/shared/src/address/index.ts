import { z } from 'zod';
import {
  INDIAN_STATE_CODES,
  INDIAN_STATES,
  IndianMobile,
  Pincode,
  pincodeMatchesState,
  type IndianStateCode,
} from '../common/india';

/** How many live addresses one shopper may keep. */
export const MAX_ADDRESSES_PER_USER = 20;

export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export const AddressType = z.enum(ADDRESS_TYPES);
export type AddressType = z.infer<typeof AddressType>;

export const PINCODE_STATE_MISMATCH = 'This pincode is not in the chosen state';

const text = (min: number, max: number, what: string) =>
  z
    .string({
      error: (iss) => (iss.input === undefined ? `${what} is required` : `${what} must be text`),
    })
    .trim()
    .min(min, `${what} needs at least ${min} characters`)
    .max(max, `${what} can have at most ${max} characters`);

/** A delivery address as the shopper types it; the owner always comes from the session. */
export const AddressInput = z
  .object({
    Name: text(2, 60, 'Name').describe("receiver's full name"),
    Mobile: IndianMobile.describe('10 digits starting 6-9; +91 or 0 prefixes are accepted'),
    Pincode,
    State: z.enum(INDIAN_STATE_CODES).describe('state or union territory code, e.g. KA'),
    City: text(2, 60, 'City').describe('city, town or district'),
    House: text(1, 120, 'House').describe('house, flat or building'),
    Street: text(2, 160, 'Street').describe('street, area or locality'),
    Landmark: text(0, 120, 'Landmark').optional(),
    AddressType: AddressType.default('home'),
    IsDefault: z.boolean().optional().describe('true makes it the default address'),
    // India's bounding box, so a swapped or zero pair is caught
    Latitude: z.number().min(6).max(38).optional(),
    Longitude: z.number().min(68).max(98).optional(),
  })
  .strict()
  .refine((a) => pincodeMatchesState(a.Pincode, a.State), {
    path: ['Pincode'],
    message: PINCODE_STATE_MISMATCH,
  });
export type AddressInput = z.infer<typeof AddressInput>;
export type AddressInputFields = z.input<typeof AddressInput>;

/** A saved address as the API answers it. */
export const Address = z.object({
  AddressId: z.number().int(),
  Name: z.string(),
  Mobile: z.string().describe('10 digits, without +91'),
  Pincode: z.string(),
  State: z.string(),
  StateName: z.string(),
  City: z.string(),
  House: z.string(),
  Street: z.string(),
  Landmark: z.string().nullable(),
  AddressType,
  IsDefault: z.boolean(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
  IsServiceable: z.boolean().describe('whether the store delivers to its pincode today'),
  CreatedAt: z.string(),
  UpdatedAt: z.string(),
});
export type Address = z.infer<typeof Address>;

export const AddressListAnswer = z.object({
  Addresses: z.array(Address).describe('the default first, then the most recent'),
  DefaultAddressId: z.number().int().nullable(),
});
export type AddressListAnswer = z.infer<typeof AddressListAnswer>;

export const AddressIdParams = z.object({
  addressId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const DeleteAddressAnswer = z.object({
  Message: z.string(),
  DeletedAddressId: z.number().int(),
  DefaultAddressId: z.number().int().nullable(),
});
export type DeleteAddressAnswer = z.infer<typeof DeleteAddressAnswer>;

export const PincodeServiceabilityQuery = z.object({ pincode: Pincode });

export const PincodeServiceability = z.object({
  Pincode: z.string(),
  IsServiceable: z.boolean(),
  Message: z.string(),
});
export type PincodeServiceability = z.infer<typeof PincodeServiceability>;

/** The full name of a state or union territory code ('' for an unknown code). */
export function stateName(code: string): string {
  return INDIAN_STATES.find((s) => s.code === (code as IndianStateCode))?.name ?? '';
}

/** True when the store delivers to the pincode: no prefixes configured means all of India. */
export function isPincodeServiceable(pincode: string, prefixes: readonly string[]): boolean {
  return prefixes.length === 0 || prefixes.some((p) => pincode.startsWith(p));
}

/** The shopper-facing sentence for a pincode's serviceability. */
export function serviceabilityMessage(pincode: string, serviceable: boolean): string {
  return serviceable ? `We deliver to ${pincode}` : `We don't deliver to ${pincode} yet`;
}
