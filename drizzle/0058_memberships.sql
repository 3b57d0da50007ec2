-- Memberships, "Chamak Plus" (issue 36 part 3, PRODUCT §5c): plans the owner defines, each customer's
-- Razorpay subscription (UPI AutoPay) as its webhooks report it, and the charges it made. Webhooks are
-- applied once by webhook_events' key and moved only forward (shared/domain/membership.ts). The sandbox
-- keeps its own side of subscriptions, as it does for payments. Expand-only. docs/decisions/047-membership.md.
CREATE TABLE IF NOT EXISTS "membership_plans" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "code" text NOT NULL,
  "name" text NOT NULL,
  "period" text NOT NULL,
  "price_paise" integer NOT NULL,
  "discount_percent" integer NOT NULL,
  "priority_slots" boolean DEFAULT false NOT NULL,
  "reclean_days" integer NOT NULL,
  "is_active" boolean DEFAULT true NOT NULL,
  "provider" text,
  "provider_plan_id" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "membership_plans_code_uq" UNIQUE ("code"),
  CONSTRAINT "membership_plans_period_check" CHECK ("period" in ('monthly', 'quarterly')),
  -- UPI AutoPay debits up to ₹15,000 without asking the customer again each time.
  CONSTRAINT "membership_plans_price_check" CHECK ("price_paise" BETWEEN 100 AND 1500000),
  CONSTRAINT "membership_plans_discount_check" CHECK ("discount_percent" BETWEEN 0 AND 50),
  CONSTRAINT "membership_plans_reclean_check" CHECK ("reclean_days" BETWEEN 0 AND 60)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "memberships" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "plan_id" uuid NOT NULL REFERENCES "membership_plans"("id"),
  "provider" text NOT NULL,
  "subscription_id" text NOT NULL,
  "status" text DEFAULT 'created' NOT NULL,
  "current_start" timestamp with time zone,
  "current_end" timestamp with time zone,
  "charge_at" timestamp with time zone,
  "paid_count" integer DEFAULT 0 NOT NULL,
  "cancel_at_period_end" boolean DEFAULT false NOT NULL,
  "halted_at" timestamp with time zone,
  "perks_end_at" timestamp with time zone,
  "last_event_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "memberships_subscription_uq" UNIQUE ("subscription_id"),
  CONSTRAINT "memberships_provider_check" CHECK ("provider" in ('razorpay', 'sandbox')),
  CONSTRAINT "memberships_status_check" CHECK (
    "status" in ('created', 'authenticated', 'active', 'pending', 'halted', 'cancelled', 'completed', 'expired')
  )
);
--> statement-breakpoint
-- One live membership per customer: two subscribe calls at once cannot both start one.
CREATE UNIQUE INDEX IF NOT EXISTS "memberships_one_live_uq" ON "memberships" ("user_id")
  WHERE "status" in ('created', 'authenticated', 'active', 'pending', 'halted');
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "memberships_user_idx" ON "memberships" ("user_id", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "membership_charges" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "membership_id" uuid NOT NULL REFERENCES "memberships"("id") ON DELETE CASCADE,
  "payment_id" text NOT NULL,
  "amount_paise" integer NOT NULL,
  "charged_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "membership_charges_payment_uq" UNIQUE ("payment_id")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "membership_charges_membership_idx" ON "membership_charges" ("membership_id", "charged_at");
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN IF NOT EXISTS "member_discount_paise" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sandbox_subscriptions" (
  "id" text PRIMARY KEY NOT NULL,
  "plan_id" text NOT NULL,
  "amount_paise" integer NOT NULL,
  "period_days" integer NOT NULL,
  "status" text DEFAULT 'created' NOT NULL,
  "total_count" integer NOT NULL,
  "paid_count" integer DEFAULT 0 NOT NULL,
  "failed_attempts" integer DEFAULT 0 NOT NULL,
  "current_start" timestamp with time zone,
  "current_end" timestamp with time zone,
  "charge_at" timestamp with time zone,
  "cancel_at_cycle_end" boolean DEFAULT false NOT NULL,
  "notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The demo's plan (PRODUCT §5c): monthly, 10% off every visit, problems reported (re-clean) within 7 days.
-- Priority slots stay off until booking gives them (a perk shown is a perk kept).
INSERT INTO "membership_plans" ("code", "name", "period", "price_paise", "discount_percent", "priority_slots", "reclean_days")
VALUES ('plus-monthly', 'Chamak Plus', 'monthly', 29900, 10, false, 7)
ON CONFLICT ("code") DO NOTHING;
