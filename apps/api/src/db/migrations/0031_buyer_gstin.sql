-- #28: a business buyer's GSTIN and name (B2B invoices), and the seller's details as the invoice
-- was issued (an issued invoice is a snapshot: a renamed store does not change old invoices).
ALTER TABLE "orders" ADD COLUMN "buyer_gstin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_business_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_seller" jsonb;
--> statement-breakpoint
-- the gateway's fee and the GST on it, as Razorpay reports them (capture or settlement report)
ALTER TABLE "payments" ADD COLUMN "fee_paise" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "fee_tax_paise" integer;
