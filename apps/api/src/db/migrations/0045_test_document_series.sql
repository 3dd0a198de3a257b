-- #28: a test order (paid in the payments sandbox, or a test user's) takes its invoice and credit
-- note numbers from series of its own ('TST/26-27/000001', 'TCN/26-27/000001'), never from the
-- real ones, so the real series filed in GSTR-1 (Table 13, documents issued) have no gaps.
CREATE TABLE "test_document_counters" (
	"kind" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "test_document_counters_kind_financial_year_pk" PRIMARY KEY("kind","financial_year")
);
