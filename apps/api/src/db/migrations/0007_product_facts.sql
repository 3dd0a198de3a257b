-- #13: the facts the Legal Metrology (Packaged Commodities) Rules ask a listing to show, a variant's
-- own pack picture, and the stock alert's email/SMS guard. A store that already has products gets
-- the required text columns empty (filled in by the store; the page leaves empty facts out), then
-- the default goes, so every new product must name them.
ALTER TABLE "product_variants" ADD COLUMN "image_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "maker_name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "maker_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "maker_address" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "country_of_origin" text DEFAULT 'India' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shelf_life_days" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "care_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "care_phone" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "care_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "care_email" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "fssai_licence" text;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "messaged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shelf_life_pos" CHECK ("products"."shelf_life_days" > 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fssai_14" CHECK ("products"."fssai_licence" ~ '^[0-9]{14}$');