import { z } from 'zod';

export const CouponKind = z.enum(['flat', 'percent']);
export type CouponKind = z.infer<typeof CouponKind>;
