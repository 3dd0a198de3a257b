-- #28 item 3.6: an edit of an invoiced order issues its own credit note for the value it takes
-- off (bill before less bill after), a COD order's too (nothing was paid, but the invoice was
-- issued at placing). Its refund, when money goes back, carries the same number.
ALTER TABLE "order_edits" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
CREATE UNIQUE INDEX "order_edits_credit_note_uq" ON "order_edits" USING btree ("credit_note_number");--> statement-breakpoint
-- an edit made before this change whose refund took a credit note: that number is the edit's
UPDATE "order_edits" SET "credit_note_number" = r."credit_note_number"
  FROM "refunds" r
  WHERE r."id" = "order_edits"."refund_id" AND r."credit_note_number" IS NOT NULL;
