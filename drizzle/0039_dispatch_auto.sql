CREATE TABLE "cleaner_skills" (
	"cleaner_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	CONSTRAINT "cleaner_skills_cleaner_id_service_id_pk" PRIMARY KEY("cleaner_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "dispatch_decisions" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"explanation" text NOT NULL,
	"cleaner_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_at" timestamp with time zone,
	CONSTRAINT "dispatch_decisions_outcome_check" CHECK ("dispatch_decisions"."outcome" in ('assigned', 'unassigned'))
);
--> statement-breakpoint
ALTER TABLE "booking_rules" ADD COLUMN "dispatch_mode" text;--> statement-breakpoint
ALTER TABLE "cleaner_skills" ADD CONSTRAINT "cleaner_skills_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_skills" ADD CONSTRAINT "cleaner_skills_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispatch_decisions" ADD CONSTRAINT "dispatch_decisions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispatch_decisions_unalerted_idx" ON "dispatch_decisions" USING btree ("decided_at") WHERE "dispatch_decisions"."outcome" = 'unassigned' and "dispatch_decisions"."alerted_at" is null;--> statement-breakpoint
ALTER TABLE "booking_rules" ADD CONSTRAINT "booking_rules_dispatch_mode_check" CHECK ("booking_rules"."dispatch_mode" is null or "booking_rules"."dispatch_mode" in ('manual', 'auto', 'offer'));