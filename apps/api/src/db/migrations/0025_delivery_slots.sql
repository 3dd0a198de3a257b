CREATE TABLE "delivery_slot_bookings" (
	"window_id" integer NOT NULL,
	"day" date NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_slot_bookings_window_id_day_pk" PRIMARY KEY("window_id","day"),
	CONSTRAINT "delivery_slot_bookings_taken_ck" CHECK ("delivery_slot_bookings"."taken" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_date" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_window_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_starts" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_ends" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" USING btree ("slot_date","slot_window_id");