-- #28 item 6: an order edited before packing (items removed or quantities lowered). Each edit
-- keeps the bill before and after (the credit note of an invoiced order credits the difference)
-- and the refund it paid out, if any.
CREATE TABLE "order_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"refund_id" integer,
	"staff_id" integer,
	"actor_name" text NOT NULL,
	"changes" jsonb NOT NULL,
	"bill_before" jsonb NOT NULL,
	"bill_after" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_edits" ADD CONSTRAINT "order_edits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_edits_order_idx" ON "order_edits" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_edits_refund_uq" ON "order_edits" USING btree ("refund_id");--> statement-breakpoint
-- an edited prepaid order was paid more than its new bill: the difference is refunded, so what
-- is kept (paid less refunded) stays within the bill; the wallet part within what was paid
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_ck" CHECK ("orders"."wallet_paise" >= 0 AND "orders"."wallet_paise" <= "orders"."paid_paise" AND "orders"."paid_paise" - "orders"."refunded_paise" <= "orders"."amount_payable_paise" AND "orders"."refunded_paise" >= 0 AND "orders"."refunded_paise" <= "orders"."paid_paise");--> statement-breakpoint
-- the console's preset cancel reasons: a code beside the words (null: the shopper's or an older cancel)
ALTER TABLE "orders" ADD COLUMN "cancel_reason_code" text;
