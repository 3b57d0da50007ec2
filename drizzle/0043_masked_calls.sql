-- Issue 38: calls between a customer and their crew through the call-masking provider (Exotel), counted per
-- caller and booking for the limit.
CREATE TABLE "masked_calls" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
  "caller_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "caller_role" text NOT NULL CHECK ("caller_role" IN ('customer', 'cleaner')),
  "provider_call_id" text,
  "failure" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "masked_calls_booking_caller_idx" ON "masked_calls" USING btree ("booking_id","caller_id","created_at");
