import { z } from 'zod';

// GST returns in the console (orders:money: the owner's and manager's, never a packer's).

/** A month ('2026-11') or a calendar quarter ('2026-Q4', October to December), in India time. */
export const GST_PERIOD_RE = /^\d{4}-(?:0[1-9]|1[0-2]|Q[1-4])$/;

export const GstReturnQuery = z.object({
  Period: z
    .string()
    .regex(GST_PERIOD_RE, 'a month (2026-11) or a quarter (2026-Q4)')
    .describe("a month '2026-11' or a quarter '2026-Q4' (October to December), India time"),
});
export type GstReturnQuery = z.infer<typeof GstReturnQuery>;

export const GST_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsnB2b', 'hsnB2c'] as const;
export type GstSection = (typeof GST_SECTIONS)[number];

/** A section's totals in paise (credit notes positive, as they are filed). */
export const GstSectionTotals = z.object({
  Section: z.enum(GST_SECTIONS),
  Rows: z.number().int().describe('documents (B2B, B2CL, CDNR, CDNUR) or rows (B2CS, HSN)'),
  Taxable: z.number().int(),
  Igst: z.number().int(),
  Cgst: z.number().int(),
  Sgst: z.number().int(),
  Cess: z.number().int(),
});
export type GstSectionTotals = z.infer<typeof GstSectionTotals>;

export const GstDocSeries = z.object({
  Kind: z.enum(['invoice', 'credit-note']),
  From: z.string(),
  To: z.string(),
  Total: z.number().int(),
  Cancelled: z.number().int(),
});
export type GstDocSeries = z.infer<typeof GstDocSeries>;

export const GstReturnSummary = z.object({
  Period: z.string(),
  From: z.iso.date().describe('first India day of the period'),
  To: z.iso.date().describe('last India day of the period'),
  Invoices: z.number().int(),
  CreditNotes: z.number().int(),
  Sections: z.array(GstSectionTotals),
  Docs: z.array(GstDocSeries),
});
export type GstReturnSummary = z.infer<typeof GstReturnSummary>;
