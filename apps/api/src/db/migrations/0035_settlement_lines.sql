-- #28: Razorpay's settlement report as imported by the owner, one row per settled entity of a
-- settlement (the unique key: importing the same file again adds nothing), each matched to our
-- order when we know its payment or refund.
CREATE TABLE "settlement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" text NOT NULL,
	"entity_id" text NOT NULL,
	"type" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"fee_paise" integer DEFAULT 0 NOT NULL,
	"tax_paise" integer DEFAULT 0 NOT NULL,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"settled_at" timestamp with time zone,
	"settlement_utr" text,
	"order_id" integer,
	"expected_paise" integer,
	"file_name" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_lines_uq" ON "settlement_lines" USING btree ("settlement_id","entity_id");--> statement-breakpoint
CREATE INDEX "settlement_lines_entity_idx" ON "settlement_lines" USING btree ("entity_id");
--> statement-breakpoint
-- #28: the review moderation queue (post-moderation: a review shows at once; staff look at each
-- new or edited one after). Reviews already up count as looked at.
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
UPDATE "reviews" SET "moderated_at" = "created_at";--> statement-breakpoint
CREATE INDEX "reviews_unmoderated_idx" ON "reviews" USING btree ("created_at") WHERE "moderated_at" IS NULL AND "user_id" IS NOT NULL;
