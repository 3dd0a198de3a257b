// The home page's "Buy again" call: apart from api.ts, which the first screen loads, so it
// travels with the lazy shelf.
import type { BuyAgainAnswer } from '@kirana/shared';
import { apiGet } from '../../lib/api-client';

/** What I bought before (paid or delivered) and can buy now. */
export const getBuyAgain = (signal?: AbortSignal) =>
  apiGet<BuyAgainAnswer>('/buy-again', undefined, signal);
