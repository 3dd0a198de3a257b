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
