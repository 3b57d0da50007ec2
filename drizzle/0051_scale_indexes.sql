-- Issue 34 part 5 (a national operator's year, 1,000,000 bookings): indexes for what the admin screens
-- read at that size (docs/benchmarks.md, docs/explain/). Expand only: new indexes, nothing changed.
-- Plain CREATE INDEX (drizzle runs each migration in a transaction, where CONCURRENTLY cannot run): on a
-- year's tables each takes seconds and blocks writes to its table meanwhile.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The admin search (name, email, phone anywhere in the text): trigram indexes answer ILIKE '%…%'.
CREATE INDEX IF NOT EXISTS "bookings_customer_name_trgm_idx" ON "bookings" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_customer_email_trgm_idx" ON "bookings" USING gin ("customer_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_phone_trgm_idx" ON "bookings" USING gin ("phone_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
-- The admin bookings list by amount (sort=total), biggest first.
CREATE INDEX IF NOT EXISTS "bookings_total_created_idx" ON "bookings" ("total_paise","created_at");--> statement-breakpoint
-- The outboxes newest first (the admin's Outbox and Messages pages).
CREATE INDEX IF NOT EXISTS "outbox_emails_created_idx" ON "outbox_emails" ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_texts_created_idx" ON "outbox_texts" ("created_at","id");
