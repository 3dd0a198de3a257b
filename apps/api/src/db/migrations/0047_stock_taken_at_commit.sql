-- #27: a placed order's stock is taken by its COMMIT. Placement writes one stock_takes row (its
-- order id) as its last statement; this deferred trigger then takes the stock of the order's
-- lines with the same guarded updates and lock order as takeStock (stock.service.ts): simple
-- products by id with their sold count, then variants by id, then the sold count of products sold
-- by variant by id. A hot product's row is so locked only while the commit runs, not across a
-- round trip to the API and back (where a busy process kept it for milliseconds). A short line
-- raises KS409 naming it (DETAIL: the line's name) and the commit rolls the whole order back.
CREATE TABLE "stock_takes" (
	"order_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "take_order_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  FOR r IN
    SELECT product_id, variant_id, sum(qty)::integer AS qty, min(name) AS name
      FROM order_lines WHERE order_id = NEW.order_id
     GROUP BY product_id, variant_id
     ORDER BY variant_id IS NOT NULL, coalesce(variant_id, product_id)
  LOOP
    IF r.variant_id IS NULL THEN
      UPDATE products SET stock = stock - r.qty, sold_count = sold_count + r.qty
       WHERE id = r.product_id AND is_active AND stock >= r.qty;
    ELSE
      UPDATE product_variants SET stock = stock - r.qty
       WHERE id = r.variant_id AND product_id = r.product_id AND is_active AND stock >= r.qty;
    END IF;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'order % is short of stock at its commit', NEW.order_id
        USING ERRCODE = 'KS409', DETAIL = r.name;
    END IF;
  END LOOP;
  FOR r IN
    SELECT product_id, sum(qty)::integer AS qty FROM order_lines
     WHERE order_id = NEW.order_id AND variant_id IS NOT NULL
     GROUP BY product_id ORDER BY product_id
  LOOP
    UPDATE products SET sold_count = greatest(sold_count + r.qty, 0) WHERE id = r.product_id;
  END LOOP;
  -- the row only asked for this; the table stays empty
  DELETE FROM stock_takes WHERE order_id = NEW.order_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "stock_takes_at_commit" AFTER INSERT ON "stock_takes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "take_order_stock"();
