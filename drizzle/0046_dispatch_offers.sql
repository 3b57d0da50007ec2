-- Issue 35 item 2: DISPATCH_MODE=offer. A confirmed booking is offered to the best crew; one of its cleaners
-- accepts (the booking is theirs) or declines, or nobody answers by expires_at: then the next crew. One open
-- offer a booking at most (the partial unique index), and a state that moves only from 'open' (the
-- conditional updates of dispatch-offers.repository.ts) so two accepts give one job.
CREATE TABLE "dispatch_offers" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "booking_id" uuid NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
  "cleaner_ids" uuid[] NOT NULL,
  "state" text DEFAULT 'open' NOT NULL,
  "explanation" text NOT NULL,
  "offered_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "answered_at" timestamp with time zone,
  "answered_by" uuid REFERENCES "users"("id") ON DELETE set null,
  "decline_reason" text,
  CONSTRAINT "dispatch_offers_state_check" CHECK ("state" in ('open', 'accepted', 'declined', 'expired', 'withdrawn')),
  CONSTRAINT "dispatch_offers_crew_check" CHECK (cardinality("cleaner_ids") > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "dispatch_offers_one_open_idx" ON "dispatch_offers" USING btree ("booking_id") WHERE "state" = 'open';
--> statement-breakpoint
CREATE INDEX "dispatch_offers_booking_idx" ON "dispatch_offers" USING btree ("booking_id");
--> statement-breakpoint
CREATE INDEX "dispatch_offers_due_idx" ON "dispatch_offers" USING btree ("expires_at") WHERE "state" = 'open';
--> statement-breakpoint
CREATE INDEX "dispatch_offers_cleaners_idx" ON "dispatch_offers" USING gin ("cleaner_ids") WHERE "state" = 'open';
