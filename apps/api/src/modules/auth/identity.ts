import { IndianMobile } from '@kirana/shared';

/** Who a provider vouches for: only verified contacts are ever taken. */
export interface VerifiedIdentity {
  email: string | null;
  phone: string | null;
  name: string | null;
  /** Email, Google, Phone or Facebook when the provider says; else the client's claim */
  method: string | null;
  /**
   * The provider passes the email on without vouching for it (Firebase marks every Facebook
   * email unverified): it may open a new account, never an existing one of another method.
   */
  emailUnconfirmed?: boolean;
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
