-- #13 search at scale: product_words also holds each word's part of the rank in the name and
-- brand (search-rank.ts's exact score), so a match read from it needs no closeness measured on the
-- products' texts (up to 300 word_similarity calls a search, ~10 ms). The rows are made again
-- (emptied, then filled from products like 0015) with the column, and the index after them.
DROP INDEX "product_words_idx";--> statement-breakpoint
TRUNCATE "product_words";--> statement-breakpoint
ALTER TABLE "product_words" ADD COLUMN "name_score" double precision NOT NULL;--> statement-breakpoint
-- A word (a lexeme of `vector` with these weights) in the name and brand scores 2; otherwise its
-- word similarity to them, plus 0.5 when it starts a word of them (weight A): the name part of
-- search-rank.ts's exactScore for the word itself, in the same float8 arithmetic.
CREATE FUNCTION "product_word_name_score"("word" text, "weights" text[], "vector" tsvector,
  "name" text, "brand" text) RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN 'A' = ANY (weights) THEN 2::float8
    ELSE word_similarity(word, lower(name || ' ' || brand))::float8
      + CASE WHEN EXISTS (SELECT 1 FROM unnest(vector) m
          WHERE 'A' = ANY (m.weights) AND starts_with(m.lexeme, word)) THEN 0.5::float8
        ELSE 0::float8 END
  END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "product_words_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
END $$;--> statement-breakpoint
-- the name's own text matters now (its similarity), not only its words
DROP TRIGGER "products_words_upd" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_words_upd" AFTER UPDATE OF "name", "brand", "search_text", "is_active",
  "category_id", "price_paise", "sold_count" ON "products"
  FOR EACH ROW WHEN ((OLD."search_vector", OLD."name", OLD."is_active", OLD."category_id",
    OLD."brand", OLD."price_paise", OLD."sold_count") IS DISTINCT FROM (NEW."search_vector",
    NEW."name", NEW."is_active", NEW."category_id", NEW."brand", NEW."price_paise",
    NEW."sold_count"))
  EXECUTE FUNCTION "product_words_keep"();--> statement-breakpoint
INSERT INTO "product_words" ("word", "product_id", "in_name", "in_text", "is_active",
  "category_id", "brand", "price_paise", "sold_count", "name_score")
SELECT l.lexeme, p."id", 'A' = ANY (l.weights), 'B' = ANY (l.weights), p."is_active",
  p."category_id", p."brand", p."price_paise", p."sold_count",
  product_word_name_score(l.lexeme, l.weights, p."search_vector", p."name", p."brand")
FROM "products" p, unnest(p."search_vector") l;--> statement-breakpoint
CREATE INDEX "product_words_idx" ON "product_words" USING btree ("word" text_pattern_ops,"product_id","in_name","in_text","is_active","category_id","brand","price_paise","sold_count","name_score");
