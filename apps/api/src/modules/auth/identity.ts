import { IndianMobile } from '@kirana/shared';
import type { ProviderSubject } from './identities.service';

/**
 * Who a provider vouches for. `email` and `phone` are only ever contacts the provider verified:
 * they alone find, join or create an account reachable by them.
 */
export interface VerifiedIdentity {
  email: string | null;
  phone: string | null;
  name: string | null;
  /** Email, Google, Phone or Facebook when the provider says; else the client's claim */
  method: string | null;
  /** The provider's own id of the shopper: it finds the account it opened, and nothing else */
  subject?: ProviderSubject;
  /**
   * The provider passed on a contact without vouching for it (Firebase never marks a Facebook
   * email verified). It is not kept, but it lets the provider id open an account of its own.
   */
  unverifiedContact?: boolean;
}

/** A provider's phone number as our 10-digit Indian mobile, or null when it is not one. */
export function indianMobileOf(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const parsed = IndianMobile.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** A provider's email, lower-cased, or null. */
export function emailOf(raw: unknown): string | null {
  return typeof raw === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw) && raw.length <= 254
    ? raw.toLowerCase()
    : null;
}
