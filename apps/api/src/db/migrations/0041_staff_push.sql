-- #28 item 3.1: Web Push to the console's staff who opt in, per browser. The endpoint is the
-- subscription's identity (saving it again moves the row to whoever saved it); session_id is
-- the console session that saved it last (its sign-out forgets it); language is the console's
-- on that browser then, the language its pushes are written in.
CREATE TABLE "staff_push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL REFERENCES "staff"("id"),
	"session_id" integer,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_push_subscriptions_endpoint_uq" ON "staff_push_subscriptions" USING btree ("endpoint");
--> statement-breakpoint
CREATE INDEX "staff_push_subscriptions_staff_idx" ON "staff_push_subscriptions" USING btree ("staff_id");
--> statement-breakpoint
-- Each staff push (a new order, a low size) fanned out once: its key claimed in the fan-out's
-- transaction, so a retried job pushes nothing twice.
CREATE TABLE "staff_push_events" (
	"key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
