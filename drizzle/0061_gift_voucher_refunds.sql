-- Gift vouchers refunded before redemption (docs/decisions/046-gift-vouchers.md, "Refunds"): status
-- 'refunded' (the code's hash is kept, so the code stays unique and redemption, which asks for 'paid', refuses
-- it as an unknown code), who refunded it, when and why, and the provider's refund of the payment. Expand only:
-- the two CHECKs are widened (every row the previous release writes still satisfies them).
ALTER TABLE "gift_vouchers" ADD COLUMN IF NOT EXISTS "refunded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN IF NOT EXISTS "refunded_by" uuid REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN IF NOT EXISTS "refund_reason" text;
--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN IF NOT EXISTS "refund_status" text;
--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD COLUMN IF NOT EXISTS "provider_refund_id" text;
--> statement-breakpoint
ALTER TABLE "gift_vouchers" DROP CONSTRAINT IF EXISTS "gift_vouchers_status_check";
--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_status_check" CHECK ("status" in ('created', 'paid', 'failed', 'refunded'));
--> statement-breakpoint
ALTER TABLE "gift_vouchers" DROP CONSTRAINT IF EXISTS "gift_vouchers_paid_check";
--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_paid_check" CHECK (("status" in ('paid', 'refunded')) = ("code_hash" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "gift_vouchers" ADD CONSTRAINT "gift_vouchers_refund_check" CHECK (
  ("status" = 'refunded') = ("refunded_at" IS NOT NULL)
  AND ("refund_status" IS NULL OR "refund_status" in ('pending', 'processed', 'failed'))
  AND ("status" <> 'refunded' OR "redeemed_at" IS NULL)
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gift_vouchers_created_idx" ON "gift_vouchers" ("created_at");
