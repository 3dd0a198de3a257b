import { z } from 'zod';
import { isValidGstin, normaliseGstin } from './gstin';
import { text } from './input';

// The request fields of a business buyer (checkout's place-order body).

export const GSTIN_MESSAGE = 'Enter a valid GSTIN, like 29ABCDE1234F1Z5';

/** A buyer's GSTIN as a request field: normalised (upper case, no spaces), then checked. */
export const Gstin = text()
  .max(20, GSTIN_MESSAGE)
  .transform(normaliseGstin)
  .pipe(z.string().refine(isValidGstin, GSTIN_MESSAGE));

export const BUSINESS_NAME_MESSAGE = 'Enter the business name (2 to 100 characters)';

/** A business's name as it goes on a B2B invoice. */
export const BusinessName = text()
  .trim()
  .min(2, BUSINESS_NAME_MESSAGE)
  .max(100, BUSINESS_NAME_MESSAGE);
