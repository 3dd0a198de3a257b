import { stateName, type Address, type AddressInput, type AddressType } from '@kirana/shared';
import type { addresses } from './address.tables';

export type AddressRow = typeof addresses.$inferSelect;

/** Whether the store delivers to a pincode (the delivery areas, read once per answer). */
export type Served = (pincode: string) => boolean;

/** The API answer of a stored address; IsServiceable against today's delivery areas. */
export function toAddress(row: AddressRow, served: Served): Address {
  return {
    AddressId: row.id,
    Name: row.name,
    Mobile: row.mobile,
    Pincode: row.pincode,
    State: row.state,
    StateName: stateName(row.state),
    City: row.city,
    House: row.house,
    Street: row.street,
    Landmark: row.landmark,
    AddressType: row.addressType as AddressType,
    IsDefault: row.isDefault,
    Latitude: row.latitude,
    Longitude: row.longitude,
    IsServiceable: served(row.pincode),
    CreatedAt: row.createdAt.toISOString(),
    UpdatedAt: row.updatedAt.toISOString(),
  };
}

/** A pin coordinate kept to 6 decimals (about 11 cm), or null without a pin. */
const sixDecimals = (degrees: number | null | undefined): number | null =>
  degrees == null ? null : Math.round(degrees * 1e6) / 1e6;

/**
 * The columns a checked input writes; never the owner, the default flag or the timestamps. The
 * input replaces the address whole, so one without a pin clears it.
 */
export const columnsOf = (input: AddressInput) => ({
  name: input.Name,
  mobile: input.Mobile,
  pincode: input.Pincode,
  state: input.State,
  city: input.City,
  house: input.House,
  street: input.Street,
  landmark: input.Landmark || null,
  addressType: input.AddressType,
  latitude: sixDecimals(input.Latitude),
  longitude: sixDecimals(input.Longitude),
});
