ALTER TABLE "outbox_emails" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_texts" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_emails_booking_idx" ON "outbox_emails" USING btree ("booking_id");