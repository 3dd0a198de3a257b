-- #13 search at scale: product_search is what search reads of each product (active flag,
-- category, brand, price, sales, search vector), a tenth of a products row, kept by a trigger, so
-- a broad word matching 16,000 products is counted, ranked and faceted from a few MB.
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"is_active" boolean NOT NULL,
	"category_id" integer NOT NULL,
	"brand" text NOT NULL,
	"price_paise" integer NOT NULL,
	"sold_count" integer NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION "product_search_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_search" ("product_id", "is_active", "category_id", "brand", "price_paise", "sold_count", "search_vector")
  VALUES (NEW."id", NEW."is_active", NEW."category_id", NEW."brand", NEW."price_paise",
    NEW."sold_count", NEW."search_vector")
  ON CONFLICT ("product_id") DO UPDATE SET "is_active" = EXCLUDED."is_active",
    "category_id" = EXCLUDED."category_id", "brand" = EXCLUDED."brand",
    "price_paise" = EXCLUDED."price_paise", "sold_count" = EXCLUDED."sold_count",
    "search_vector" = EXCLUDED."search_vector";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_search_ins" AFTER INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_search_keep"();--> statement-breakpoint
CREATE TRIGGER "products_search_upd" AFTER UPDATE OF "name", "brand", "search_text", "is_active",
  "category_id", "price_paise", "sold_count" ON "products"
  FOR EACH ROW EXECUTE FUNCTION "product_search_keep"();--> statement-breakpoint
INSERT INTO "product_search" ("product_id", "is_active", "category_id", "brand", "price_paise", "sold_count", "search_vector")
SELECT "id", "is_active", "category_id", "brand", "price_paise", "sold_count", "search_vector"
FROM "products";--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
-- written directly: product edits are rare, and a pending list would be read by every search
ALTER INDEX "product_search_vector_idx" SET (fastupdate = off);
