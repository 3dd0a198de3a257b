-- #27: an order queued a low-stock check job for every order (a quarter of an order's jobs), to
-- find nearly always that its rows were far above their level. The commit's stock take now knows
-- each row's stock after it (RETURNING), so it queues the check itself, only for rows left at or
-- below their level: the product's own low_stock_level, else the store's threshold, which the
-- placing transaction writes on its stock_takes row (a level of 0 is "no alerts"). The job is
-- the same 'low-stock-check' the app queued before (low-stock-alerts.ts), one for the order's
-- low rows, and it reports each row once as before.
ALTER TABLE "stock_takes" ADD COLUMN "store_low_level" integer;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "take_order_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  left_stock integer;
  own_level integer;
  low jsonb := '[]'::jsonb;
BEGIN
  FOR r IN
    SELECT product_id, variant_id, sum(qty)::integer AS qty, min(name) AS name
      FROM order_lines WHERE order_id = NEW.order_id
     GROUP BY product_id, variant_id
     ORDER BY variant_id IS NOT NULL, coalesce(variant_id, product_id)
  LOOP
    IF r.variant_id IS NULL THEN
      UPDATE products SET stock = stock - r.qty, sold_count = sold_count + r.qty
       WHERE id = r.product_id AND is_active AND stock >= r.qty
      RETURNING stock, low_stock_level INTO left_stock, own_level;
    ELSE
      UPDATE product_variants SET stock = stock - r.qty
       WHERE id = r.variant_id AND product_id = r.product_id AND is_active AND stock >= r.qty
      RETURNING stock INTO left_stock;
      IF FOUND THEN
        SELECT low_stock_level INTO own_level FROM products WHERE id = r.product_id;
      END IF;
    END IF;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'order % is short of stock at its commit', NEW.order_id
        USING ERRCODE = 'KS409', DETAIL = r.name;
    END IF;
    IF NEW.store_low_level IS NOT NULL
       AND coalesce(own_level, NEW.store_low_level) > 0
       AND left_stock <= coalesce(own_level, NEW.store_low_level) THEN
      low := low || jsonb_build_object('productId', r.product_id, 'variantId', r.variant_id);
    END IF;
  END LOOP;
  FOR r IN
    SELECT product_id, sum(qty)::integer AS qty FROM order_lines
     WHERE order_id = NEW.order_id AND variant_id IS NOT NULL
     GROUP BY product_id ORDER BY product_id
  LOOP
    UPDATE products SET sold_count = greatest(sold_count + r.qty, 0) WHERE id = r.product_id;
  END LOOP;
  IF jsonb_array_length(low) > 0 THEN
    INSERT INTO jobs (kind, payload) VALUES ('low-stock-check', jsonb_build_object('items', low));
  END IF;
  -- the row only asked for this; the table stays empty
  DELETE FROM stock_takes WHERE order_id = NEW.order_id;
  RETURN NULL;
END $$;
