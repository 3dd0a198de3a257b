-- #27: a sale no longer rewrites the product's search rows. The search tables' copy of
-- sold_count (a ranking tie-break) drew every order into ~20 product_words row updates and a
-- product_search upsert, each non-HOT (sold_count is in their indexes): about half of an order's
-- database work, and all of it behind the hot product's row lock. The copy is now brought up to
-- date in batches (refreshSearchSoldCounts, every minute); every other searched column is kept
-- by the triggers as before.
DROP TRIGGER "products_search_upd" ON "products";--> statement-breakpoint
-- and only when a column it copies changed (a price refresh writing the same price rewrote it)
CREATE TRIGGER "products_search_upd" AFTER UPDATE OF "name", "brand", "search_text", "is_active",
  "category_id", "price_paise" ON "products"
  FOR EACH ROW WHEN ((OLD."search_vector", OLD."is_active", OLD."category_id", OLD."brand",
    OLD."price_paise") IS DISTINCT FROM (NEW."search_vector", NEW."is_active",
    NEW."category_id", NEW."brand", NEW."price_paise"))
  EXECUTE FUNCTION "product_search_keep"();--> statement-breakpoint
DROP TRIGGER "products_words_upd" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_words_upd" AFTER UPDATE OF "name", "brand", "search_text", "is_active",
  "category_id", "price_paise" ON "products"
  FOR EACH ROW WHEN ((OLD."search_vector", OLD."name", OLD."is_active", OLD."category_id",
    OLD."brand", OLD."price_paise") IS DISTINCT FROM (NEW."search_vector",
    NEW."name", NEW."is_active", NEW."category_id", NEW."brand", NEW."price_paise"))
  EXECUTE FUNCTION "product_words_keep"();
