-- Order lines were written with the picture of the product whose id equalled an image row's id
-- (an unqualified column in the image lookup), mostly the first product's. Each line whose stored
-- picture is neither its product's nor its option row's gets its product's first picture.
UPDATE "order_lines" AS l SET "image_id" = coalesce(
  (SELECT v."image_id" FROM "product_variants" v WHERE v."id" = l."variant_id"),
  (SELECT i."media_id" FROM "product_images" i WHERE i."product_id" = l."product_id"
    ORDER BY i."position", i."id" LIMIT 1))
WHERE l."image_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "product_images" i
    WHERE i."product_id" = l."product_id" AND i."media_id" = l."image_id")
  AND NOT EXISTS (SELECT 1 FROM "product_variants" v
    WHERE v."id" = l."variant_id" AND v."image_id" = l."image_id");
--> statement-breakpoint
-- A product is found by its own category's name, no longer by the names above it ("Staples &
-- Atta" made salt and sugar match "atta"). Each product in a sub-category drops the words of the
-- names above it, keeping those its name, brand, unit or own category's name also has.
WITH RECURSIVE "above" ("id", "ancestor") AS (
  SELECT "id", "parent_id" FROM "categories" WHERE "parent_id" IS NOT NULL
  UNION
  SELECT a."id", c."parent_id" FROM "above" a JOIN "categories" c ON c."id" = a."ancestor"
  WHERE c."parent_id" IS NOT NULL
), "above_words" ("id", "words") AS (
  SELECT a."id", array_agg(DISTINCT w.w)
  FROM "above" a JOIN "categories" c ON c."id" = a."ancestor",
    regexp_split_to_table(lower(c."name"), '[^[:alnum:]%.]+') AS w(w)
  WHERE w.w <> ''
  GROUP BY a."id"
)
UPDATE "products" AS p SET "search_text" = (
  SELECT coalesce(string_agg(t.w, ' ' ORDER BY t.n), '')
  FROM unnest(string_to_array(p."search_text", ' ')) WITH ORDINALITY AS t(w, n)
  WHERE t.w <> '' AND (NOT t.w = ANY (aw."words") OR t.w = ANY (regexp_split_to_array(
    lower(p."name" || ' ' || p."brand" || ' ' || p."unit_label" || ' ' || own."name"),
    '[^[:alnum:]%.]+'))))
FROM "above_words" aw, "categories" own
WHERE aw."id" = p."category_id" AND own."id" = p."category_id"
  AND string_to_array(p."search_text", ' ') && aw."words";
