ALTER TABLE "categories" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_hi" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_hi_words" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unit_label_hi" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_hi" text;