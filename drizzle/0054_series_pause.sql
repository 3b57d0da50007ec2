-- Issue 36 part 2 (plans a customer controls): a plan paused until a date, and the top-up job's reads.
-- Expand only: a nullable column and an index.
ALTER TABLE "booking_series" ADD COLUMN IF NOT EXISTS "paused_until" date;--> statement-breakpoint
-- A plan's visits (its page, skip, pause, cancel, and the top-up's latest visit per plan).
CREATE INDEX IF NOT EXISTS "bookings_series_date_idx" ON "bookings" ("series_id","scheduled_date") WHERE "series_id" IS NOT NULL;
