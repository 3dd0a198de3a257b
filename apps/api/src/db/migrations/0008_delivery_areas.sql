CREATE TABLE "delivery_areas" (
	"prefix" text PRIMARY KEY NOT NULL,
	"place" text,
	"days" integer NOT NULL,
	"cutoff_hour" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_areas_prefix_digits" CHECK ("delivery_areas"."prefix" ~ '^[1-9][0-9]{0,5}$'),
	CONSTRAINT "delivery_areas_days_range" CHECK ("delivery_areas"."days" BETWEEN 0 AND 30),
	CONSTRAINT "delivery_areas_cutoff_range" CHECK ("delivery_areas"."cutoff_hour" BETWEEN 1 AND 23)
);
--> statement-breakpoint
-- The store's first delivery areas (the owner console edits them): next day in Bengaluru when
-- ordered by 6 pm, two to three days in the other metros, four days elsewhere in India, and not
-- yet to the islands (Andaman and Nicobar, Lakshadweep).
INSERT INTO "delivery_areas" ("prefix", "place", "days", "cutoff_hour", "is_active") VALUES
	('560', 'Bengaluru', 1, 18, true),
	('400', 'Mumbai', 2, 16, true),
	('411', 'Pune', 2, 16, true),
	('500', 'Hyderabad', 2, 16, true),
	('600', 'Chennai', 2, 16, true),
	('110', 'Delhi', 2, 16, true),
	('700', 'Kolkata', 3, 16, true),
	('1', NULL, 4, 16, true),
	('2', NULL, 4, 16, true),
	('3', NULL, 4, 16, true),
	('4', NULL, 4, 16, true),
	('5', NULL, 4, 16, true),
	('6', NULL, 4, 16, true),
	('7', NULL, 4, 16, true),
	('8', NULL, 4, 16, true),
	('9', NULL, 4, 16, true),
	('744', 'Andaman and Nicobar Islands', 7, NULL, false),
	('68255', 'Lakshadweep', 7, NULL, false)
ON CONFLICT ("prefix") DO NOTHING;
