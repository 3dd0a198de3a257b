ALTER TABLE "jobs" ADD COLUMN "sequence" text;--> statement-breakpoint
CREATE INDEX "jobs_sequence_idx" ON "jobs" USING btree ("sequence","id") WHERE done_at IS NULL AND sequence IS NOT NULL;