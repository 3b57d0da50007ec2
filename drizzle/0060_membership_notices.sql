-- Issue 36 part 3: our own pre-debit notice, once per charge (the charge_at it was sent for).
ALTER TABLE "memberships" ADD COLUMN IF NOT EXISTS "pre_debit_notice_for" timestamp with time zone;
