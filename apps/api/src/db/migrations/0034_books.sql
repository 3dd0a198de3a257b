-- #28 COD: what was collected at the door (amount, cash or UPI with its reference) and by which
-- delivery person (a staff member or a typed name).
ALTER TABLE "orders" ADD COLUMN "cod_collected_paise" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collected_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collected_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collector_staff_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collector_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_collected_ck" CHECK ("cod_collected_paise" IS NULL OR "cod_collected_paise" >= 0);--> statement-breakpoint
-- #28 COD reconciliation: cash a delivery person handed in to the store. submit_key makes a
-- double submit one hand-in; an order's cash is handed in once (order_id is the key).
CREATE TABLE "cod_handins" (
	"id" serial PRIMARY KEY NOT NULL,
	"submit_key" text NOT NULL,
	"collector_name" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"order_count" integer NOT NULL,
	"received_by_staff_id" integer,
	"received_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_handins_amount_ck" CHECK ("cod_handins"."amount_paise" >= 0 AND "cod_handins"."order_count" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cod_handins_submit_key_uq" ON "cod_handins" USING btree ("submit_key");--> statement-breakpoint
CREATE INDEX "cod_handins_created_idx" ON "cod_handins" USING btree ("created_at");--> statement-breakpoint
CREATE TABLE "cod_handin_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"handin_id" integer NOT NULL,
	"amount_paise" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cod_handin_orders" ADD CONSTRAINT "cod_handin_orders_handin_id_fk" FOREIGN KEY ("handin_id") REFERENCES "public"."cod_handins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_handin_orders_handin_idx" ON "cod_handin_orders" USING btree ("handin_id");
