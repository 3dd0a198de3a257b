CREATE TABLE "upi_credits" (
	"id" serial PRIMARY KEY NOT NULL,
	"utr" text NOT NULL,
	"order_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"outcome" text NOT NULL,
	"source" text NOT NULL,
	"by_name" text,
	"refund_upi_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "upi_credits_amount_ck" CHECK ("upi_credits"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "upi_reports" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"utr" text NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "upi_credits_utr_uq" ON "upi_credits" USING btree ("utr");--> statement-breakpoint
CREATE UNIQUE INDEX "upi_credits_one_paying_uq" ON "upi_credits" USING btree ("order_id") WHERE outcome IN ('confirmed', 'reconfirmed');--> statement-breakpoint
CREATE INDEX "upi_credits_outcome_idx" ON "upi_credits" USING btree ("outcome","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "upi_reports_utr_uq" ON "upi_reports" USING btree ("utr");