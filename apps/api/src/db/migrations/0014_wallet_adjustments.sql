ALTER TABLE "wallet_ledger" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "staff_name" text;