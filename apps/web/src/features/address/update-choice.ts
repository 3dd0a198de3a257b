import type { AppThunk } from '../../app/store';
import { addressChosenForUpdate } from './address-slice';

// The address chosen for editing is kept for this tab (session storage), so a reload of
// /address/update/… goes on editing it instead of losing the edit. Only the id is kept.

const KEY = 'addressToUpdate';

/** The address id chosen for editing in this tab before a reload, if any. */
export function rememberedAddressToUpdate(): number | null {
  try {
    const id = Number(sessionStorage.getItem(KEY));
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** Chooses the address to edit (null: done editing), in state and for this tab. */
export function chooseAddressForUpdate(addressId: number | null): AppThunk {
  return (dispatch) => {
    try {
      if (addressId === null) sessionStorage.removeItem(KEY);
      else sessionStorage.setItem(KEY, String(addressId));
    } catch {
      // storage unavailable: the choice lasts until a reload, as before
    }
    dispatch(addressChosenForUpdate(addressId));
  };
}
