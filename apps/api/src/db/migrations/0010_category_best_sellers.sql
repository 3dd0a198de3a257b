-- #13 search at scale: a category's best sellers in order (related products stop after 8), and
-- the search vocabulary's trigram index written directly (new words are rare; a pending list
-- would be read whole by every misspelt search until a vacuum).
CREATE INDEX "products_category_sold_idx" ON "products" USING btree ("category_id","sold_count" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER INDEX "search_words_trgm_idx" SET (fastupdate = off);
