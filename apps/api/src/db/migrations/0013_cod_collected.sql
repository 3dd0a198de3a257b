ALTER TABLE "orders" ADD COLUMN "cod_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collected_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_collected_by_name" text;