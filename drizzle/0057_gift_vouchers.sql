-- Gift vouchers (issue 36 part 6, PRODUCT §5c; docs/decisions/046-gift-vouchers.md): bought online by a customer
-- through the payment provider's own order, delivered to a recipient with a code, redeemed once into credits
-- (credit_entries, reason 'voucher'). The code is stored only as its SHA-256 (unique); redemption is the
-- conditional UPDATE ... WHERE redeemed_at IS NULL in the transaction that writes the credit.
CREATE TABLE IF NOT EXISTS "gift_vouchers" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "buyer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "amount_paise" integer NOT NULL,
  "recipient_name" text NOT NULL,
  "recipient_email" text,
  "recipient_mobile" text,
  "recipient_language" text DEFAULT 'en' NOT NULL,
  "message" text DEFAULT '' NOT NULL,
  "provider" text NOT NULL,
  "order_id" text NOT NULL,
  "payment_id" text,
  "status" text DEFAULT 'created' NOT NULL,
  "code_hash" text,
  "expires_at" timestamp with time zone,
  "redeemed_by" uuid REFERENCES "users"("id"),
  "redeemed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "paid_at" timestamp with time zone,
  -- When the payment reconciler last asked the provider about this unpaid order.
  "checked_at" timestamp with time zone,
  CONSTRAINT "gift_vouchers_order_uq" UNIQUE ("order_id"),
  CONSTRAINT "gift_vouchers_payment_uq" UNIQUE ("payment_id"),
  CONSTRAINT "gift_vouchers_code_uq" UNIQUE ("code_hash"),
  CONSTRAINT "gift_vouchers_amount_check" CHECK ("amount_paise" BETWEEN 50000 AND 1000000 AND "amount_paise" % 100 = 0),
  CONSTRAINT "gift_vouchers_status_check" CHECK ("status" in ('created', 'paid', 'failed')),
  CONSTRAINT "gift_vouchers_provider_check" CHECK ("provider" in ('razorpay', 'sandbox')),
  CONSTRAINT "gift_vouchers_language_check" CHECK ("recipient_language" in ('en', 'hi')),
  CONSTRAINT "gift_vouchers_recipient_check" CHECK (("recipient_email" IS NULL) <> ("recipient_mobile" IS NULL)),
  CONSTRAINT "gift_vouchers_message_check" CHECK (char_length("message") <= 200),
  CONSTRAINT "gift_vouchers_paid_check" CHECK (("status" = 'paid') = ("code_hash" IS NOT NULL)),
  CONSTRAINT "gift_vouchers_redeemed_check" CHECK (
    ("redeemed_at" IS NULL) = ("redeemed_by" IS NULL) AND ("redeemed_at" IS NULL OR "status" = 'paid')
  )
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gift_vouchers_buyer_idx" ON "gift_vouchers" ("buyer_id", "created_at");
--> statement-breakpoint
-- The reconciler's search: unpaid orders by age.
CREATE INDEX IF NOT EXISTS "gift_vouchers_unpaid_idx" ON "gift_vouchers" ("created_at") WHERE "status" = 'created';
