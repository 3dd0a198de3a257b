-- #28 item 4: customers showed "No name" and could not be found by mobile. A shopper who signs
-- in by email has no phone on the account; the mobile on their addresses is kept apart from the
-- sign-in phone (it is not verified, so it must never become a sign-in key).
ALTER TABLE "users" ADD COLUMN "contact_mobile" text;--> statement-breakpoint
-- a one-off backfill: the name and mobile of each live customer's default (else first) address
UPDATE "users" u SET
  "username" = CASE WHEN u."username" = '' THEN a."name" ELSE u."username" END,
  "contact_mobile" = coalesce(u."contact_mobile", a."mobile")
FROM (
  SELECT DISTINCT ON ("user_id") "user_id", "name", "mobile" FROM "addresses"
  WHERE "deleted_at" IS NULL
  ORDER BY "user_id", "is_default" DESC, "created_at", "id"
) a
WHERE a."user_id" = u."id" AND u."deleted_at" IS NULL;--> statement-breakpoint
-- and for those with no saved address left, the address of their first order
UPDATE "users" u SET
  "username" = CASE WHEN u."username" = '' THEN coalesce(o."address"->>'Name', '') ELSE u."username" END,
  "contact_mobile" = coalesce(u."contact_mobile", o."address"->>'Mobile')
FROM (
  SELECT DISTINCT ON ("user_id") "user_id", "address" FROM "orders"
  ORDER BY "user_id", "created_at", "id"
) o
WHERE o."user_id" = u."id" AND u."deleted_at" IS NULL
  AND (u."username" = '' OR u."contact_mobile" IS NULL);
--> statement-breakpoint
-- #28 item 7: an audit entry keeps the name of what it changed as it was (audit-subjects.ts);
-- older entries get the names of today, the best there is.
ALTER TABLE "audit_log" ADD COLUMN "subject" text;--> statement-breakpoint
UPDATE "audit_log" a SET "subject" = CASE a."entity"
  WHEN 'product' THEN (SELECT name FROM products WHERE id::text = a."entity_id")
  WHEN 'variant' THEN (SELECT p.name || ' ' || v.label FROM product_variants v
    JOIN products p ON p.id = v.product_id WHERE v.id::text = a."entity_id")
  WHEN 'category' THEN (SELECT name FROM categories WHERE id::text = a."entity_id")
  WHEN 'order' THEN (SELECT number FROM orders WHERE id::text = a."entity_id")
  WHEN 'refund' THEN (SELECT o.number FROM refunds f JOIN orders o ON o.id = f.order_id
    WHERE f.id::text = a."entity_id")
  WHEN 'coupon' THEN (SELECT code FROM coupons WHERE id::text = a."entity_id")
  WHEN 'staff' THEN (SELECT name FROM staff WHERE id::text = a."entity_id")
  WHEN 'wallet' THEN (SELECT nullif(username, '') FROM users WHERE id::text = a."entity_id")
  WHEN 'review' THEN (SELECT p.name FROM reviews r JOIN products p ON p.id = r.product_id
    WHERE r.id::text = a."entity_id")
END;
