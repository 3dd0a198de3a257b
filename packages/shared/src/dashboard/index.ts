import { z } from 'zod';
import { intParam } from '../common/input';
import { OrderStatusSchema } from '../orders/order-status';

// The console's home: orders and money at a glance (dashboard:read, never a packer's).

export const DashboardQuery = z.object({
  lowStock: intParam(0, 10_000)
    .optional()
    .describe(
      "a row with this many units or fewer is low, unless its product has its own level; default: the store's low-stock threshold (Settings › Alerts)",
    ),
});
export type DashboardQuery = z.infer<typeof DashboardQuery>;

/**
 * Orders placed in a period that stand (not awaiting payment, cancelled or expired; test users'
 * orders left out), and their money in paise: Revenue = Paid + CodCollected + CodDue − Refunded.
 */
export const DashboardPeriod = z.object({
  From: z.iso.date().describe('first India day of the period'),
  Orders: z.number().int(),
  Revenue: z.number().int().describe('what the orders are for, less what was already refunded'),
  Paid: z.number().int().describe('paid online or from the wallet'),
  CodCollected: z.number().int().describe('cash on delivery the store marked collected'),
  CodDue: z.number().int().describe('cash on delivery not collected yet'),
  Refunded: z
    .number()
    .int()
    .describe('already refunded for these orders (returned or removed items), left out of Revenue'),
});
export type DashboardPeriod = z.infer<typeof DashboardPeriod>;

export const DashboardDay = z.object({
  Day: z.iso.date(),
  Orders: z.number().int(),
  Revenue: z.number().int(),
});
export type DashboardDay = z.infer<typeof DashboardDay>;

export const LowStockRow = z.object({
  ProductId: z.number().int(),
  VariantId: z.number().int().nullable(),
  Name: z.string(),
  VariantLabel: z.string().nullable(),
  Stock: z.number().int(),
  Level: z.number().int().describe("the level it is low at: its product's own, else the store's"),
});
export type LowStockRow = z.infer<typeof LowStockRow>;

export const DashboardAnswer = z.object({
  Today: DashboardPeriod,
  Week: DashboardPeriod.describe('since Monday, India time'),
  Waiting: z
    .array(z.object({ Status: OrderStatusSchema, Count: z.number().int() }))
    .describe('orders waiting at each status that is not final, test orders left out'),
  CodToCollect: z
    .object({ Orders: z.number().int(), Amount: z.number().int() })
    .describe('delivered cash-on-delivery orders whose cash is not marked collected'),
  ReturnsWaiting: z.number().int().describe('refund requests awaiting a decision'),
  LowStockThreshold: z.number().int(),
  LowStock: z
    .array(LowStockRow)
    .describe(
      "active rows at or under their product's level (else the threshold), fewest first (up to 20)",
    ),
  LowStockTotal: z.number().int(),
  Daily: z.array(DashboardDay).describe('the last 14 India days, oldest first'),
});
export type DashboardAnswer = z.infer<typeof DashboardAnswer>;
