import { z } from 'zod';
import { ProductSummary } from '../catalogue/product-summary';

/** How many products the home page's "Buy again" shelf shows. */
export const BUY_AGAIN_MAX = 20;

/**
 * What I bought before (paid or delivered orders) and can buy now: in stock and still shown,
 * the most recently bought first, then the most often bought.
 */
export const BuyAgainAnswer = z.object({ Products: z.array(ProductSummary) });
export type BuyAgainAnswer = z.infer<typeof BuyAgainAnswer>;
