-- #13 search at scale: an edit that leaves a product's words, name and brand as they were (every
-- order bumps sales; price, stock flags, category) updates its product_words rows in place,
-- keeping their name scores (0017) instead of computing a word similarity per word again.
CREATE OR REPLACE FUNCTION "product_words_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."search_vector", OLD."name", OLD."brand")
      IS NOT DISTINCT FROM (NEW."search_vector", NEW."name", NEW."brand") THEN
    UPDATE "product_words" SET "is_active" = NEW."is_active", "category_id" = NEW."category_id",
      "price_paise" = NEW."price_paise", "sold_count" = NEW."sold_count"
    WHERE "product_id" = NEW."id" AND "word" = ANY (tsvector_to_array(NEW."search_vector"));
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM "product_words" WHERE "product_id" = OLD."id"
      AND "word" = ANY (tsvector_to_array(OLD."search_vector"));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "product_words" ("word", "product_id", "in_name", "in_text", "is_active",
      "category_id", "brand", "price_paise", "sold_count", "name_score")
    SELECT l.lexeme, NEW."id", 'A' = ANY (l.weights), 'B' = ANY (l.weights), NEW."is_active",
      NEW."category_id", NEW."brand", NEW."price_paise", NEW."sold_count",
      product_word_name_score(l.lexeme, l.weights, NEW."search_vector", NEW."name", NEW."brand")
    FROM unnest(NEW."search_vector") l;
  END IF;
  RETURN NULL;
END $$;
