// Where the shopper wants things delivered ("Deliver to 560038"), kept on this device so it
// survives a reload and a signed-out visit. Every reader (header, product page, cart) follows it.
import { useSyncExternalStore } from 'react';
import type { RootState } from '../../app/store';
import { useAppSelector } from '../../app/hooks';
import { readLocal, removeLocal, writeLocal } from '../../lib/storage';
import { selectIsAuthenticated } from '../users';

export const DELIVERY_LOCATION_KEY = 'kirana.pincode';
/** The cart's earlier guest estimate key: read once so a returning shopper keeps their pincode. */
const OLD_ESTIMATE_KEY = 'estimatePincode';

export const PINCODE_RE = /^[1-9]\d{5}$/;

export interface DeliveryLocation {
  Pincode: string;
  /** A saved address of the signed-in shopper, when one was chosen rather than typed. */
  AddressId: number | null;
}

/** As kept: whose saved address AddressId is (another shopper may sign in on this device). */
interface StoredLocation extends DeliveryLocation {
  Owner: string | null;
}

function parse(raw: string | null): StoredLocation | null {
  if (!raw) return null;
  if (PINCODE_RE.test(raw)) return { Pincode: raw, AddressId: null, Owner: null };
  try {
    const value = JSON.parse(raw) as Partial<StoredLocation>;
    if (typeof value.Pincode !== 'string' || !PINCODE_RE.test(value.Pincode)) return null;
    return {
      Pincode: value.Pincode,
      AddressId: typeof value.AddressId === 'number' ? value.AddressId : null,
      Owner: typeof value.Owner === 'string' ? value.Owner : null,
    };
  } catch {
    return null;
  }
}

let current: StoredLocation | null | undefined;
const listeners = new Set<() => void>();

/** The location chosen on this device, or null when none was. */
export function readDeliveryLocation(): StoredLocation | null {
  if (current === undefined)
    current = parse(readLocal(DELIVERY_LOCATION_KEY)) ?? parse(readLocal(OLD_ESTIMATE_KEY));
  return current;
}

/**
 * Chooses (or with null forgets) the delivery location, and tells every reader. `owner` is the
 * signed-in shopper whose saved address was picked.
 */
export function chooseDeliveryLocation(
  location: DeliveryLocation | null,
  owner: string | null = null,
): void {
  current = location ? { ...location, Owner: location.AddressId === null ? null : owner } : null;
  if (current) writeLocal(DELIVERY_LOCATION_KEY, JSON.stringify(current));
  else removeLocal(DELIVERY_LOCATION_KEY);
  removeLocal(OLD_ESTIMATE_KEY);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab of the store chose a place
  const onStorage = (e: StorageEvent) => {
    if (e.key !== DELIVERY_LOCATION_KEY) return;
    current = parse(e.newValue);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Forgets the cached read (tests start each case from localStorage). */
export function resetDeliveryLocationForTests(): void {
  current = undefined;
}

/**
 * The pincode to deliver to: the one chosen on this device; else, signed in, the default
 * address's; else none. `AddressId` is set only for a chosen saved address.
 */
export function useDeliveryLocation(): DeliveryLocation | null {
  const chosen = useSyncExternalStore(subscribe, readDeliveryLocation, () => null);
  const signedIn = useAppSelector(selectIsAuthenticated);
  const userId = useAppSelector((s) => s.user.userId);
  const fallback = useAppSelector((s) => (signedIn ? s.user.defaultAddress : null));
  // the address group joins the store with the address pages' code (app/lazy-slices.ts): until
  // then no list is loaded
  const known = useAppSelector((s) => {
    const book = (s as Partial<RootState>).address;
    return book?.listLoaded ? book.addressList : null;
  });
  if (chosen) {
    // a picked address counts for its own shopper only, and while it is still in the book
    const own =
      signedIn &&
      chosen.AddressId !== null &&
      chosen.Owner === userId &&
      (known === null || known.some((a) => a.AddressId === chosen.AddressId));
    return { Pincode: chosen.Pincode, AddressId: own ? chosen.AddressId : null };
  }
  return fallback ? { Pincode: fallback.Pincode, AddressId: fallback.AddressId } : null;
}
