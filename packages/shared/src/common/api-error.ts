import { z } from 'zod';
import { intParam } from './input';

/** The one error body every failing call answers with. */
export const ApiErrorBody = z.object({
  Message: z.string(),
  ErrorMessage: z.string().optional(),
  ErrorDescription: z.string().optional(),
  Code: z.string(),
  Fields: z.array(z.object({ Field: z.string(), Message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** Coerces a query-string page number: whole, from 1. */
export const PageNo = intParam(1, 10_000).default(1);
/** Page size is bounded so no caller can ask for the whole table. */
export const PageSize = intParam(1, 60).default(20);
