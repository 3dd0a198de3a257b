CREATE TABLE "stray_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"reason" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"gateway_refund_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stray_payments_amount_ck" CHECK ("stray_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "stray_payments_payment_uq" ON "stray_payments" USING btree ("provider","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "stray_payments_order_idx" ON "stray_payments" USING btree ("order_id");
