CREATE TABLE "booking_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"cleaner_id" uuid NOT NULL,
	"during" "tstzrange" NOT NULL,
	"kind" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_assignments_booking_cleaner_uq" UNIQUE("booking_id","cleaner_id"),
	CONSTRAINT "booking_assignments_kind_check" CHECK ("booking_assignments"."kind" in ('reserved', 'assigned'))
);
--> statement-breakpoint
CREATE TABLE "cleaner_leave" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cleaner_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cleaner_leave_range_check" CHECK ("cleaner_leave"."from_date" <= "cleaner_leave"."to_date")
);
--> statement-breakpoint
CREATE TABLE "cleaner_working_hours" (
	"cleaner_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "cleaner_working_hours_cleaner_id_weekday_pk" PRIMARY KEY("cleaner_id","weekday"),
	CONSTRAINT "cleaner_working_hours_weekday_check" CHECK ("cleaner_working_hours"."weekday" between 0 and 6),
	CONSTRAINT "cleaner_working_hours_range_check" CHECK ("cleaner_working_hours"."start_time" < "cleaner_working_hours"."end_time")
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_slot_seat_uq";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_seat_check";--> statement-breakpoint
DROP INDEX "bookings_cleaner_slot_uq";--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "minutes_per_unit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "crew_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "duration_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "crew_size" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "start_code" text DEFAULT lpad(floor(random() * 10000)::int::text, 4, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "on_my_way_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "completion_note" text;--> statement-breakpoint
ALTER TABLE "booking_assignments" ADD CONSTRAINT "booking_assignments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_assignments" ADD CONSTRAINT "booking_assignments_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_leave" ADD CONSTRAINT "cleaner_leave_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_leave" ADD CONSTRAINT "cleaner_leave_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_working_hours" ADD CONSTRAINT "cleaner_working_hours_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_assignments_cleaner_idx" ON "booking_assignments" USING btree ("cleaner_id");--> statement-breakpoint
CREATE INDEX "cleaner_leave_cleaner_idx" ON "cleaner_leave" USING btree ("cleaner_id","from_date");--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_timing_check" CHECK ("packages"."duration_minutes" >= 0 and "packages"."minutes_per_unit" >= 0 and "packages"."crew_size" between 1 and 10);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_start_code_check" CHECK ("bookings"."start_code" ~ '^[0-9]{4}$');