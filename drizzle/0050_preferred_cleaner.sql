ALTER TABLE "bookings" ADD COLUMN "preferred_cleaner_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_preferred_cleaner_id_users_id_fk" FOREIGN KEY ("preferred_cleaner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
