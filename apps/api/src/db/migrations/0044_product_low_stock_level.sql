-- #28: a product's own low-stock level (for each of its sizes, if it has sizes); null: the
-- store-wide threshold (Settings › Alerts) applies.
ALTER TABLE "products" ADD COLUMN "low_stock_level" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock_level_range" CHECK ("products"."low_stock_level" BETWEEN 0 AND 100000);
