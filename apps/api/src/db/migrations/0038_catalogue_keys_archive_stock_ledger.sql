-- #28 (owner's items 5 and 9, inventory history): every sellable row has an SKU (a simple
-- product's is on the product row), an optional EAN-13 barcode, and can be archived; every change
-- of stock leaves a movement with its reason, written by a trigger so no writer can miss it.
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
-- existing products get an SKU of their id (variant SKUs are KIR-00001-… / KIR-P1-…: no clash)
UPDATE "products" SET "sku" = 'KIR-S' || "id" WHERE "sku" IS NULL;--> statement-breakpoint
-- a product created without one (console, seed) gets the same kind, from its new id
CREATE FUNCTION product_default_sku() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.sku IS NULL OR NEW.sku = '' THEN NEW.sku := 'KIR-S' || NEW.id; END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER products_default_sku BEFORE INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION product_default_sku();--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "sku" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_uq" ON "products" ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_barcode_uq" ON "products" ("barcode");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_barcode_uq" ON "product_variants" ("barcode");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_barcode_ean13" CHECK ("barcode" ~ '^[0-9]{13}$');--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_barcode_ean13" CHECK ("barcode" ~ '^[0-9]{13}$');--> statement-breakpoint
CREATE TABLE "stock_movements" (
  "id" bigserial PRIMARY KEY,
  "product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
  "variant_id" integer REFERENCES "product_variants"("id") ON DELETE CASCADE,
  "change" integer NOT NULL,
  "stock_after" integer NOT NULL,
  "reason" text NOT NULL,
  "note" text NOT NULL DEFAULT '',
  "actor" text,
  "order_id" integer,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);--> statement-breakpoint
CREATE INDEX "stock_movements_row_idx" ON "stock_movements" ("product_id", "variant_id", "id");--> statement-breakpoint
-- The reason, note, who and order come from settings the writer sets in its own transaction
-- (set_config(..., true): gone at its end); a write that set none is 'other'.
CREATE FUNCTION record_stock_movement() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was integer := 0;
  why text := coalesce(nullif(current_setting('kirana.stock_reason', true), ''), 'other');
  note text := coalesce(current_setting('kirana.stock_note', true), '');
  who text := nullif(current_setting('kirana.stock_actor', true), '');
  ord integer := nullif(current_setting('kirana.stock_order', true), '')::integer;
BEGIN
  IF TG_OP = 'UPDATE' THEN was := OLD.stock; END IF;
  IF NEW.stock = was THEN RETURN NULL; END IF;
  IF TG_ARGV[0] = 'product' THEN
    INSERT INTO stock_movements (product_id, variant_id, change, stock_after, reason, note, actor, order_id)
    VALUES (NEW.id, NULL, NEW.stock - was, NEW.stock, why, note, who, ord);
  ELSE
    INSERT INTO stock_movements (product_id, variant_id, change, stock_after, reason, note, actor, order_id)
    VALUES (NEW.product_id, NEW.id, NEW.stock - was, NEW.stock, why, note, who, ord);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_stock_movement AFTER INSERT OR UPDATE OF "stock" ON "products"
  FOR EACH ROW EXECUTE FUNCTION record_stock_movement('product');--> statement-breakpoint
CREATE TRIGGER product_variants_stock_movement AFTER INSERT OR UPDATE OF "stock" ON "product_variants"
  FOR EACH ROW EXECUTE FUNCTION record_stock_movement('variant');
