-- Issue 36 part 4: money a customer holds with us is an append-only ledger (PRODUCT §5c). Entries are added,
-- never changed or removed (a mistake is undone by a 'reversal' entry); the balance row is kept by the
-- database from the entries and can never go below zero.
CREATE TABLE "credit_entries" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id"),
  "amount_paise" integer NOT NULL,
  "reason" text NOT NULL,
  "note" text,
  "booking_id" uuid REFERENCES "bookings"("id"),
  "created_by" uuid REFERENCES "users"("id"),
  "idempotency_key" text,
  "expires_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "credit_entries_reason_check" CHECK ("credit_entries"."reason" in ('goodwill', 'refund', 'referral', 'voucher', 'spent', 'expired', 'reversal')),
  CONSTRAINT "credit_entries_amount_check" CHECK ("credit_entries"."amount_paise" <> 0),
  CONSTRAINT "credit_entries_sign_check" CHECK (("credit_entries"."reason" in ('spent', 'expired')) = ("credit_entries"."amount_paise" < 0) OR "credit_entries"."reason" = 'reversal')
);
--> statement-breakpoint
CREATE INDEX "credit_entries_user_idx" ON "credit_entries" USING btree ("user_id","created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_idempotency_uq" ON "credit_entries" USING btree ("user_id","idempotency_key") WHERE "idempotency_key" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "credit_balances" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id"),
  "balance_paise" integer DEFAULT 0 NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "credit_balances_not_negative" CHECK ("credit_balances"."balance_paise" >= 0)
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION credit_entries_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'credit_entries is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER credit_entries_append_only BEFORE UPDATE OR DELETE ON credit_entries
  FOR EACH ROW EXECUTE FUNCTION credit_entries_refuse_change();
--> statement-breakpoint
CREATE TRIGGER credit_entries_no_truncate BEFORE TRUNCATE ON credit_entries
  FOR EACH STATEMENT EXECUTE FUNCTION credit_entries_refuse_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION credit_entries_keep_balance() RETURNS trigger AS $$
BEGIN
  -- Made at zero first, then moved: INSERT … ON CONFLICT would check the proposed row (the amount alone).
  INSERT INTO credit_balances (user_id, balance_paise) VALUES (NEW.user_id, 0) ON CONFLICT (user_id) DO NOTHING;
  UPDATE credit_balances SET balance_paise = balance_paise + NEW.amount_paise, updated_at = now()
    WHERE user_id = NEW.user_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER credit_entries_balance AFTER INSERT ON credit_entries
  FOR EACH ROW EXECUTE FUNCTION credit_entries_keep_balance();
