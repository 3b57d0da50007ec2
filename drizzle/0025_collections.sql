CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"cleaner_id" uuid,
	"recorded_by" uuid NOT NULL,
	"recorded_by_role" text NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	"handed_over_at" timestamp with time zone,
	"handed_over_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_booking_uq" UNIQUE("booking_id"),
	CONSTRAINT "collections_method_check" CHECK ("collections"."method" in ('cash', 'upi')),
	CONSTRAINT "collections_amount_check" CHECK ("collections"."amount_paise" > 0),
	CONSTRAINT "collections_handover_check" CHECK ("collections"."handed_over_at" is null or "collections"."method" = 'cash')
);
--> statement-breakpoint
CREATE TABLE "cleaner_pay_rules" (
	"cleaner_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"rate_paise" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cleaner_pay_rules_kind_check" CHECK ("cleaner_pay_rules"."kind" in ('hourly', 'per_job')),
	CONSTRAINT "cleaner_pay_rules_rate_check" CHECK ("cleaner_pay_rules"."rate_paise" >= 0)
);
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_handed_over_by_users_id_fk" FOREIGN KEY ("handed_over_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_pay_rules" ADD CONSTRAINT "cleaner_pay_rules_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_pay_rules" ADD CONSTRAINT "cleaner_pay_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collections_cash_held_idx" ON "collections" USING btree ("cleaner_id","collected_at") WHERE "collections"."method" = 'cash' and "collections"."handed_over_at" is null;
