-- Issue 36 part 2: a plan's own discount per frequency, set by admins (docs/product-rules.md#plans).
-- A plan keeps the percent it was booked with (booking_series.discount_percent): a later change of the
-- owner's table prices new plans only. A frequency without a row has no discount.
CREATE TABLE IF NOT EXISTS "plan_discounts" (
  "frequency" text PRIMARY KEY NOT NULL,
  "percent" integer DEFAULT 0 NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "plan_discounts_frequency_check" CHECK ("frequency" IN ('weekly', 'bi-weekly', 'monthly')),
  CONSTRAINT "plan_discounts_percent_check" CHECK ("percent" BETWEEN 0 AND 50)
);
--> statement-breakpoint
ALTER TABLE "booking_series" ADD COLUMN IF NOT EXISTS "discount_percent" integer DEFAULT 0 NOT NULL
  CONSTRAINT "booking_series_discount_percent_check" CHECK ("discount_percent" BETWEEN 0 AND 50);
--> statement-breakpoint
-- The part of a visit's discount that is its plan's (the rest of discount_paise is the first visit's coupon).
ALTER TABLE "bookings" ADD COLUMN IF NOT EXISTS "plan_discount_paise" integer DEFAULT 0 NOT NULL
  CONSTRAINT "bookings_plan_discount_check" CHECK ("plan_discount_paise" BETWEEN 0 AND "discount_paise");
--> statement-breakpoint
-- The day a plan's rhythm counts from when the customer moved its visits (null: its first visit's).
ALTER TABLE "booking_series" ADD COLUMN IF NOT EXISTS "anchor_date" date;
