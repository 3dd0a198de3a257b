-- #28: the GST slabs since 22 September 2025 are 0, 0.25, 3, 5, 18 and 40 %. A rate is a percent
-- with two decimals (0.25 does not fit a smallint); 12 and 28 stay valid for the rows that have
-- them (old products until edited, and old orders' lines), while the API refuses them for new
-- and edited products.
ALTER TABLE "products" DROP CONSTRAINT "products_gst_rate";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "gst_rate" TYPE numeric(4, 2);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate" CHECK ("products"."gst_rate" IN (0, 0.25, 3, 5, 12, 18, 28, 40));--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "gst_rate" TYPE numeric(4, 2);
