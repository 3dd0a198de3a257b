ALTER TABLE "push_welcomes" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "push_welcomes" SET "pushed_at" = "sent_at" WHERE "pushed_at" IS NULL;
