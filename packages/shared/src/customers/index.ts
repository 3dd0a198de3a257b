import { z } from 'zod';
import { PageNo, PageSize } from '../common/api-error';
import { dbIdParam, text } from '../common/input';

// The store owner's view of customers: search, and one customer's profile. Their orders,
// addresses, wallet and reviews answer with those domains' own contracts.

export const CustomersQuery = z.object({
  search: text().trim().max(80).optional().describe('a name, an email or a mobile number'),
  pageNo: PageNo,
  pageSize: PageSize,
});
export type CustomersQuery = z.output<typeof CustomersQuery>;

export const CustomerSummary = z.object({
  UserId: z.number().int(),
  Name: z.string(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  IsTestUser: z.boolean(),
  CreatedAt: z.string(),
  OrderCount: z.number().int(),
  WalletBalance: z.number().int().describe('paise'),
});
export type CustomerSummary = z.infer<typeof CustomerSummary>;

export const CustomersAnswer = z.object({
  Customers: z.array(CustomerSummary),
  TotalCount: z.number().int(),
  PageNo: z.number().int(),
  PageSize: z.number().int(),
});
export type CustomersAnswer = z.infer<typeof CustomersAnswer>;

export const CustomerProfile = CustomerSummary.extend({
  LoginFrom: z.string(),
  ReviewCount: z.number().int(),
  RefundCount: z.number().int(),
  LastOrderAt: z.string().nullable(),
});
export type CustomerProfile = z.infer<typeof CustomerProfile>;

export const CustomerProfileAnswer = z.object({ Customer: CustomerProfile });
export type CustomerProfileAnswer = z.infer<typeof CustomerProfileAnswer>;

export const CustomerIdParams = z.object({ userId: dbIdParam() });

export const CustomerPageQuery = z.object({ pageNo: PageNo, pageSize: PageSize });
export type CustomerPageQuery = z.output<typeof CustomerPageQuery>;
