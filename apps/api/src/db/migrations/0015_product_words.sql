CREATE TABLE "product_words" (
	"word" text NOT NULL,
	"product_id" integer NOT NULL,
	"in_name" boolean NOT NULL,
	"in_text" boolean NOT NULL,
	"is_active" boolean NOT NULL,
	"category_id" integer NOT NULL,
	"brand" text NOT NULL,
	"price_paise" integer NOT NULL,
	"sold_count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_words_idx" ON "product_words" USING btree ("word" text_pattern_ops,"product_id","in_name","in_text","is_active","category_id","brand","price_paise","sold_count");--> statement-breakpoint
-- #13 search at scale: product_words holds every word of each product's search vector with its
-- weights and what search ranks and facets by (active flag, category, brand, price, sales), kept
-- by a trigger like product_search (0011). A word's rows are replaced when anything they hold
-- changes; they are found by the old vector's words, so no second index is needed.
CREATE FUNCTION "product_words_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "product_words" WHERE "product_id" = OLD."id"
      AND "word" = ANY (tsvector_to_array(OLD."search_vector"));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "product_words" ("word", "product_id", "in_name", "in_text", "is_active",
      "category_id", "brand", "price_paise", "sold_count")
    SELECT l.lexeme, NEW."id", 'A' = ANY (l.weights), 'B' = ANY (l.weights), NEW."is_active",
      NEW."category_id", NEW."brand", NEW."price_paise", NEW."sold_count"
    FROM unnest(NEW."search_vector") l;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_words_ins" AFTER INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_words_keep"();--> statement-breakpoint
CREATE TRIGGER "products_words_upd" AFTER UPDATE OF "name", "brand", "search_text", "is_active",
  "category_id", "price_paise", "sold_count" ON "products"
  FOR EACH ROW WHEN ((OLD."search_vector", OLD."is_active", OLD."category_id", OLD."brand",
    OLD."price_paise", OLD."sold_count") IS DISTINCT FROM (NEW."search_vector", NEW."is_active",
    NEW."category_id", NEW."brand", NEW."price_paise", NEW."sold_count"))
  EXECUTE FUNCTION "product_words_keep"();--> statement-breakpoint
CREATE TRIGGER "products_words_del" AFTER DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_words_keep"();--> statement-breakpoint
INSERT INTO "product_words" ("word", "product_id", "in_name", "in_text", "is_active",
  "category_id", "brand", "price_paise", "sold_count")
SELECT l.lexeme, p."id", 'A' = ANY (l.weights), 'B' = ANY (l.weights), p."is_active",
  p."category_id", p."brand", p."price_paise", p."sold_count"
FROM "products" p, unnest(p."search_vector") l;
