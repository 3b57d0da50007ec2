ALTER TABLE "bookings" ADD COLUMN "start_code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "tips_paid_uq" ON "tips" USING btree ("booking_id") WHERE "tips"."status" = 'paid';