-- Issue 36 part 4, decision 040: credit that runs out. One row per lot (a positive entry with an expiry) the
-- expiry job has settled, whatever was left of it (zero when spent in full): its primary key keeps each lot's
-- expiry once across processes, and lots settled at zero are not looked at again. The 'expired' entry itself
-- carries the key 'expiry:<lot>' (credit_entries_idempotency_uq), the second guard.
CREATE TABLE IF NOT EXISTS "credit_lot_expiries" (
  "entry_id" uuid PRIMARY KEY NOT NULL REFERENCES "credit_entries"("id"),
  "user_id" uuid NOT NULL REFERENCES "users"("id"),
  "expired_paise" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "credit_lot_expiries_paise_check" CHECK ("credit_lot_expiries"."expired_paise" >= 0)
);
--> statement-breakpoint
-- The job's search: positive entries with an expiry, by expiry.
CREATE INDEX IF NOT EXISTS "credit_entries_expiry_idx" ON "credit_entries" USING btree ("expires_at") WHERE "expires_at" IS NOT NULL AND "amount_paise" > 0;
