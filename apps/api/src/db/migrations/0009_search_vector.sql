-- #13 search at scale: products keep their search vector (name and brand weighted A, search_text
-- B) so matching and ranking read it instead of parsing text per row, and search_words holds every
-- word of those vectors, where a misspelt word finds the words it may mean by trigrams.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
DROP INDEX "products_search_fts_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', lower(name || ' ' || brand)), 'A') || setweight(to_tsvector('simple', search_text), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_vector_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE FUNCTION "search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT unnest(tsvector_to_array(NEW."search_vector")) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_words_ins" AFTER INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION "search_words_add"();--> statement-breakpoint
CREATE TRIGGER "products_search_words_upd" AFTER UPDATE OF "name", "brand", "search_text" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "search_words_add"();--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT unnest(tsvector_to_array("search_vector")) FROM "products" ON CONFLICT DO NOTHING;
