-- Referrals (issue 36 part 5, PRODUCT §5c): each customer's code, who signed up with whose, and what the two
-- sides earned. Rewards are paid only as credits (credit_entries, reason 'referral'); the amounts are the
-- owner's, one row (id = 1) as booking_rules is. docs/decisions/044-referrals.md.
CREATE TABLE IF NOT EXISTS "referral_codes" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "code" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "referral_codes_code_uq" UNIQUE ("code"),
  CONSTRAINT "referral_codes_code_check" CHECK ("code" ~ '^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$')
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "referrals" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "referrer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "referee_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "code" text NOT NULL,
  "state" text DEFAULT 'pending' NOT NULL,
  "refused_reason" text,
  "booking_id" uuid REFERENCES "bookings"("id") ON DELETE SET NULL,
  "referrer_reward_paise" integer,
  "referee_reward_paise" integer,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp with time zone,
  CONSTRAINT "referrals_referee_uq" UNIQUE ("referee_id"),
  CONSTRAINT "referrals_state_check" CHECK ("state" in ('pending', 'rewarded', 'refused')),
  CONSTRAINT "referrals_reason_check" CHECK (
    ("state" = 'refused') = ("refused_reason" IS NOT NULL)
    AND ("refused_reason" IS NULL OR "refused_reason" in ('self', 'same_mobile', 'same_address', 'same_payment_account'))
  )
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "referrals_referrer_idx" ON "referrals" ("referrer_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "referrals_created_idx" ON "referrals" ("created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "referral_rules" (
  "id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
  "referrer_reward_paise" integer DEFAULT 20000 NOT NULL,
  "referee_reward_paise" integer DEFAULT 20000 NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "referral_rules_single_row" CHECK ("id" = 1),
  CONSTRAINT "referral_rules_rewards_check" CHECK (
    "referrer_reward_paise" BETWEEN 0 AND 500000 AND "referee_reward_paise" BETWEEN 0 AND 500000
  )
);
--> statement-breakpoint
INSERT INTO "referral_rules" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
