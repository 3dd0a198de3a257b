-- #28: a size (or a simple product, variant_id 0) that fell to the low-stock threshold is
-- reported once: its row stands until the stock is above the threshold again.
CREATE TABLE "low_stock_alerts" (
	"product_id" integer NOT NULL,
	"variant_id" integer DEFAULT 0 NOT NULL,
	"stock" integer NOT NULL,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "low_stock_alerts_pk" PRIMARY KEY("product_id","variant_id")
);
